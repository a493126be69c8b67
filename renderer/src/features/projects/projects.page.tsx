import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { projectsAdminCalls as calls } from '@shared/projects/admin-calls';
import { ratingLabels, type ProjectInput, type ProjectRow } from '@shared/projects/contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';

function NewProjectDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useForm<Required<ProjectInput>>({ initialValues: { name: '', customerEmail: '' } });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      await api.call(calls.create, { body: values });
      notifySaved(`${values.name} is saved.`);
      onSaved();
      onClose();
    });
  });
  return (
    <FormDialog onClose={onClose} title="New project" onSubmit={submit} saving={saving} submitLabel="Save">
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput label="Customer's e-mail" required {...form.getInputProps('customerEmail')} />
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
      notifySaved('The task is done: the customer is asked for a rating.');
    });
  return (
    <Paper withBorder p="md" maw={1000} data-project={project.name}>
      <Group justify="space-between">
        <Title order={4}>{project.name}</Title>
        <Text size="sm" c="dimmed">
          {project.customer.name} &lt;{project.customer.email}&gt;
          {project.averageScore !== null ? ` · average rating ${project.averageScore.toFixed(1)} / 5` : ''}
        </Text>
      </Group>
      <Table mt="xs" aria-label={`${project.name} tasks`}>
        <Table.Tbody>
          {project.tasks.map((task) => (
            <Table.Tr key={task.id}>
              <Table.Td>{task.name}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={task.state === 'done' ? 'green' : 'blue'}>
                  {task.state === 'done' ? 'Done' : 'In progress'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {task.rating
                  ? `${task.rating.score} / 5, ${ratingLabels[task.rating.score - 1]} (${formatDateTime(task.rating.ratedAt)})${task.rating.comment ? `: “${task.rating.comment}”` : ''}`
                  : task.state === 'done'
                    ? 'Waiting for the rating'
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
                    Mark done
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <form onSubmit={addTask}>
        <Group mt="xs" align="flex-start">
          <TextInput aria-label="New task" placeholder="New task" {...form.getInputProps('name')} />
          <Button type="submit" variant="light" loading={saving} leftSection={<IconPlus size={14} />}>
            Add task
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
        title="Projects"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New project
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? <EmptyState>No project yet.</EmptyState> : null}
      <Stack>
        {(data ?? []).map((project) => (
          <ProjectCard key={project.id} project={project} onChanged={replace} />
        ))}
      </Stack>
      {creating ? <NewProjectDialog onClose={() => setCreating(false)} onSaved={reload} /> : null}
    </>
  );
}
