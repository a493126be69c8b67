import { Select, Text } from '@mantine/core';
import type { OutboxRow, OutboxState } from '@shared/api/admin';
import { queryString } from '@shared/api/admin-call';
import { outboxAdminCalls } from '@shared/api/core-calls';
import { useNavigate, useSearchParams } from 'react-router';
import { outboxStateLabels } from '../../app/labels';
import { PagedList, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { OutboxStateBadge } from './outbox-state-badge';
import { t } from '../../app/i18n';

const stateFilterOptions = () => [
  { value: '', label: t('admin.mail.allMail') },
  ...(Object.keys(outboxStateLabels()) as OutboxState[]).map((state) => ({
    value: state,
    label: outboxStateLabels()[state],
  })),
];

const columns = (): RecordColumn<OutboxRow>[] => [
  { header: t('admin.common.to'), cell: (mail) => mail.to },
  {
    header: t('admin.common.subject'),
    cell: (mail) => (
      <>
        <Text size="sm" fw={500}>
          {mail.subject}
        </Text>
        {mail.lastError ? (
          <Text size="xs" c="red" lineClamp={1}>
            {mail.lastError}
          </Text>
        ) : null}
      </>
    ),
  },
  { header: t('admin.common.state'), cell: (mail) => <OutboxStateBadge state={mail.state} /> },
  { header: t('admin.mail.attempts'), visibleFrom: 'md', cell: (mail) => mail.attempts },
  { header: t('admin.common.created'), visibleFrom: 'md', cell: (mail) => formatDateTime(mail.createdAt) },
];

export default function OutboxListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useApiData(outboxAdminCalls.list, { query: { state, page } });

  const setPage = (next: number) =>
    setParams(queryString({ state, page: next > 1 ? next : undefined }).slice(1));

  return (
    <>
      <PageHeader title={t('admin.mail.outbox2')} />
      <Select
        label={t('admin.common.state')}
        data={stateFilterOptions()}
        value={state}
        onChange={(value) => setParams(queryString({ state: value ?? '' }).slice(1))}
        allowDeselect={false}
        w={240}
        mb="md"
      />
      <PagedList
        list={list}
        columns={columns()}
        onOpen={(mail) => void navigate(`/outbox/${mail.id}`)}
        empty={state ? t('admin.mail.noMailState') : t('admin.mail.noMailYet')}
        noun={{ one: t('admin.mail.nounMail'), many: t('admin.mail.nounMails') }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
