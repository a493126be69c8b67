import { Anchor, Button, Group, Pagination, Paper, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Page } from '@shared/contracts/admin';
import { formText, type FormDetail, type SubmissionRow } from '@shared/contracts/forms';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { recordScreenPath } from '../../app/navigation';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

const shown = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

/** Every answer a form received, newest first, with a CSV export. */
export default function FormSubmissionsPage() {
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  const form = useApiData<FormDetail>(`/forms/${id}`);
  const { data, error, loading, reload } = useApiData<Page<SubmissionRow>>(
    `/forms/${id}/submissions${page > 1 ? `?page=${page}` : ''}`,
  );
  const fields = form.data?.fields ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title={form.data ? `Submissions of ${form.data.name}` : 'Submissions'}
        actions={
          <>
            <Button variant="default" component={Link} to={`/forms/${id}`}>
              Edit the form
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              component="a"
              href={`/api/admin/forms/${id}/submissions.csv`}
              download
            >
              Export CSV
            </Button>
          </>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {form.error ? <ErrorState error={form.error} onRetry={form.reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? <EmptyState>No submissions yet.</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" aria-label="Submissions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                {fields.map((field) => (
                  <Table.Th key={field.name}>{formText(field.label, 'en_US') || field.name}</Table.Th>
                ))}
                <Table.Th>Page</Table.Th>
                <Table.Th>Record</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((submission) => {
                const recordPath =
                  submission.recordId !== null
                    ? recordScreenPath(submission.model, submission.recordId)
                    : null;
                return (
                  <Table.Tr key={submission.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(submission.createdAt)}
                    </Table.Td>
                    {fields.map((field) => (
                      <Table.Td
                        key={field.name}
                        maw={280}
                        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                      >
                        {field.type === 'file'
                          ? submission.files
                              .filter((file) => file.field === field.name)
                              .map((file) => (
                                <Anchor
                                  key={file.sha256}
                                  size="sm"
                                  href={`/api/admin/forms/submissions/${submission.id}/files/${file.sha256}`}
                                  download={file.name}
                                >
                                  {file.name}
                                </Anchor>
                              ))
                          : shown(submission.values[field.name])}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {submission.pageUrl ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {recordPath ? (
                        <Anchor component={Link} to={recordPath} size="sm">
                          {submission.model} #{submission.recordId}
                        </Anchor>
                      ) : (
                        <Text size="sm">{submission.model}</Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {data && data.total > 0 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {data.total} {data.total === 1 ? 'submission' : 'submissions'}
          </Text>
          {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
        </Group>
      ) : null}
    </>
  );
}
