import { Anchor, Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { adminUrl } from '@shared/api/admin-call';
import { formsAdminCalls } from '@shared/forms/admin-calls';
import { formText, type FormDetail, type SubmissionRow } from '@shared/forms/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { recordScreenPath } from '../../app/navigation';
import { PagedList, type RecordColumn } from '../../app/record-list';
import { ErrorState, formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { t } from '../../app/i18n';

const shown = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

function SubmittedFiles({ submission, field }: { submission: SubmissionRow; field: string }) {
  return submission.files
    .filter((file) => file.field === field)
    .map((file) => (
      <Anchor
        key={file.sha256}
        size="sm"
        href={adminUrl(formsAdminCalls.submissionFile, {
          params: { id: submission.id, sha256: file.sha256 },
        })}
        download={file.name}
      >
        {file.name}
      </Anchor>
    ));
}

function CreatedRecord({ submission }: { submission: SubmissionRow }) {
  const recordPath =
    submission.recordId !== null ? recordScreenPath(submission.model, submission.recordId) : null;
  return recordPath ? (
    <Anchor component={Link} to={recordPath} size="sm">
      {submission.model} #{submission.recordId}
    </Anchor>
  ) : (
    <Text size="sm">{submission.model}</Text>
  );
}

/** The date, one column per field of the form, then where it was sent from and what it created. */
function submissionColumns(fields: FormDetail['fields']): RecordColumn<SubmissionRow>[] {
  return [
    {
      header: t('admin.common.date'),
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (submission) => formatDateTime(submission.createdAt),
    },
    ...fields.map((field): RecordColumn<SubmissionRow> => ({
      header: formText(field.label, 'en_US') || field.name,
      cellProps: { maw: 280, style: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } },
      cell: (submission) =>
        field.type === 'file' ? (
          <SubmittedFiles submission={submission} field={field.name} />
        ) : (
          shown(submission.values[field.name])
        ),
    })),
    {
      header: t('admin.common.page'),
      cell: (submission) => (
        <Text size="sm" c="dimmed">
          {submission.pageUrl ?? '—'}
        </Text>
      ),
    },
    { header: t('admin.common.record'), cell: (submission) => <CreatedRecord submission={submission} /> },
  ];
}

/** Every answer a form received, newest first, with a CSV export. */
export default function FormSubmissionsPage() {
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  const form = useApiData(formsAdminCalls.get, { params: { id } });
  const list = useApiData(formsAdminCalls.submissions, {
    params: { id },
    query: { page: page > 1 ? page : undefined },
  });
  const columns = submissionColumns(form.data?.fields ?? []);

  return (
    <>
      <PageHeader
        title={form.data ? t('admin.forms.submissionsX2', form.data.name) : t('admin.forms.submissions')}
        actions={
          <>
            <Button variant="default" component={Link} to={`/forms/${id}`}>
              {t('admin.forms.editForm')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              component="a"
              href={adminUrl(formsAdminCalls.submissionsCsv, { params: { id } })}
              download
            >
              {t('admin.common.exportCsv')}
            </Button>
          </>
        }
      />
      {form.error ? <ErrorState error={form.error} onRetry={form.reload} /> : null}
      <PagedList
        list={list}
        columns={columns}
        label={t('admin.forms.submissions')}
        empty={t('admin.forms.noSubmissionsYet')}
        noun={{ one: t('admin.forms.nounSubmission'), many: t('admin.forms.nounSubmissions') }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
