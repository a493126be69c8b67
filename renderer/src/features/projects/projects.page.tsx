import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { projectsAdminCalls as calls } from '@shared/projects/admin-calls';
import type { ProjectInput, ProjectRow } from '@shared/projects/contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { formatNumber, t, type AdminMessageKey } from '../../app/i18n';

/** The five ratings' names (SPEC §9), from 1 to 5. */
const ratingLabelKeys: readonly AdminMessageKey[] = [
  'admin.projects.rating1',
  'admin.projects.rating2',
  'admin.projects.rating3',
  'admin.projects.rating4',
  'admin.projects.rating5',
];

function NewProjectDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useForm<Required<ProjectInput>>({ initialValues: { name: '', customerEmail: '' } });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      await api.call(calls.create, { body: values });
      notifySaved(t('admin.common.xSaved', values.name));
      onSaved();
      onClose();
    });
  });
  return (
    <FormDialog
      onClose={onClose}
      title={t('admin.projects.newProject')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
    >
      <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t('admin.common.customersEMail')} required {...form.getInputProps('customerEmail')} />
    </FormDialog>
  );
}

function ProjectCard({ project, onChanged }: { project: ProjectRow; onChanged: (row: ProjectRow) => void }) {
  const form = useForm({ initialValues: { name: '' } });
  const { saving, save } = useSave(form);
  const addTask = form.onSubmit(async (values) => {
    await save(async () => {
      onChanged(await api.call(calls.addTask, { params: { id: project.id }, body: values }));
      form.reset();
    });
  });
  const finish = (taskId: number) =>
    void save(async () => {
      onChanged(await api.call(calls.finishTask, { params: { id: project.id, taskId } }));
      notifySaved(t('admin.projects.taskDoneCustomerAskedRating'));
    });
  return (
    <Paper withBorder p="md" maw={1000} data-project={project.name}>
      <Group justify="space-between">
        <Title order={4}>{project.name}</Title>
        <Text size="sm" c="dimmed">
          {project.customer.name} &lt;{project.customer.email}&gt;
          {project.averageScore !== null
            ? t(
                'admin.projects.averageRatingX5',
                formatNumber(project.averageScore, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              )
            : ''}
        </Text>
      </Group>
      <Table mt="xs" aria-label={t('admin.projects.xTasks', project.name)}>
        <Table.Tbody>
          {project.tasks.map((task) => (
            <Table.Tr key={task.id}>
              <Table.Td>{task.name}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={task.state === 'done' ? 'green' : 'blue'}>
                  {task.state === 'done' ? t('admin.projects.done') : t('admin.projects.progress')}
                </Badge>
              </Table.Td>
              <Table.Td>
                {task.rating
                  ? t(
                      'admin.projects.ratingX',
                      task.rating.score,
                      t(ratingLabelKeys[task.rating.score - 1] ?? 'admin.projects.rating3'),
                      formatDateTime(task.rating.ratedAt),
                    ) + (task.rating.comment ? t('admin.projects.ratingCommentX', task.rating.comment) : '')
                  : task.state === 'done'
                    ? t('admin.projects.waitingRating')
                    : ''}
              </Table.Td>
              <Table.Td>
                {task.state === 'open' ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconCheck size={14} />}
                    loading={saving}
                    onClick={() => finish(task.id)}
                  >
                    {t('admin.projects.markDone')}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <form onSubmit={addTask}>
        <Group mt="xs" align="flex-start">
          <TextInput
            aria-label={t('admin.projects.newTask')}
            placeholder={t('admin.projects.newTask')}
            {...form.getInputProps('name')}
          />
          <Button type="submit" variant="light" loading={saving} leftSection={<IconPlus size={14} />}>
            {t('admin.projects.addTask')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** Projects for customers, their tasks and the ratings customers gave the done ones. */
export default function ProjectsPage() {
  const { data, error, loading, reload, setData } = useApiData(calls.list);
  const [creating, setCreating] = useState(false);
  const replace = (row: ProjectRow) =>
    setData((data ?? []).map((project) => (project.id === row.id ? row : project)));
  return (
    <>
      <PageHeader
        title={t('admin.projects.projects')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('admin.projects.newProject')}
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? <EmptyState>{t('admin.projects.noProjectYet')}</EmptyState> : null}
      <Stack>
        {(data ?? []).map((project) => (
          <ProjectCard key={project.id} project={project} onChanged={replace} />
        ))}
      </Stack>
      {creating ? <NewProjectDialog onClose={() => setCreating(false)} onSaved={reload} /> : null}
    </>
  );
}
