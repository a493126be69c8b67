import { Badge, Button, Group, Pagination, Select, Stack, Text, Textarea } from '@mantine/core';
import { reviewsAdminCalls as calls } from '@shared/reviews/admin-calls';
import { reviewStates, type ReviewRow, type ReviewState } from '@shared/reviews/contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { failureMessage, notifyError, notifySaved } from '../../app/form-feedback';
import { formatDateTime, formatNumber, t } from '../../app/i18n';
import { RecordTable } from '../../app/record-list';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

const stateColor: Record<ReviewState, string> = { pending: 'yellow', published: 'teal', rejected: 'gray' };

/** The shop's answer to one review: a textarea and its save button. */
function AnswerForm({ row, onSaved }: { row: ReviewRow; onSaved: () => void }) {
  const [answer, setAnswer] = useState(row.answer);
  const [saving, setSaving] = useState(false);
  const saveAnswer = async () => {
    setSaving(true);
    try {
      await api.call(calls.answer, { params: { id: row.id }, body: { answer } });
      notifySaved(t('admin.reviews.answered'));
      onSaved();
    } catch (failure) {
      notifyError(t('admin.reviews.answer'), failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('admin.reviews.answerLabel')}
        value={answer}
        maxLength={2000}
        autosize
        minRows={2}
        onChange={(event) => setAnswer(event.currentTarget.value)}
      />
      <Group>
        <Button size="xs" variant="light" loading={saving} onClick={() => void saveAnswer()}>
          {t('admin.reviews.saveAnswer')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Reviews (issue 29, item 8): the queue, newest first, with approve, reject and the shop's answer. */
export default function ReviewsPage() {
  const [state, setState] = useState<ReviewState | null>('pending');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, error, loading, reload } = useApiData(calls.list, {
    query: { state: state ?? undefined, page },
  });

  const act = async (row: ReviewRow, action: 'approve' | 'reject') => {
    setBusy(row.id);
    try {
      await api.call(calls[action], { params: { id: row.id } });
      notifySaved(t(action === 'approve' ? 'admin.reviews.approved' : 'admin.reviews.rejected'));
      reload();
    } catch (failure) {
      notifyError(t(`admin.reviews.${action}`), failureMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <PageHeader title={t('admin.reviews.title')} />
      <Group mb="md">
        <Select
          aria-label={t('admin.reviews.state')}
          placeholder={t('admin.reviews.allStates')}
          clearable
          value={state}
          data={reviewStates.map((value) => ({ value, label: t(`admin.reviews.state.${value}`) }))}
          onChange={(value) => {
            setState(value as ReviewState | null);
            setPage(1);
          }}
        />
      </Group>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? <EmptyState>{t('admin.reviews.none')}</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <RecordTable
          records={data.items}
          label={t('admin.reviews.title')}
          busy={loading}
          maw={1100}
          columns={[
            { header: t('admin.reviews.product'), cell: (row) => row.productName },
            {
              header: t('admin.reviews.review'),
              cell: (row) => (
                <Stack gap={4} data-review-row={row.id}>
                  <Text fw={600} size="sm">
                    {t('admin.reviews.stars', row.stars)} · {row.title}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {row.body}
                  </Text>
                  {answering === row.id ? (
                    <AnswerForm
                      row={row}
                      onSaved={() => {
                        setAnswering(null);
                        reload();
                      }}
                    />
                  ) : row.answer ? (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      {row.answer}
                    </Text>
                  ) : null}
                </Stack>
              ),
            },
            {
              header: t('admin.reviews.author'),
              cell: (row) => (
                <Stack gap={4}>
                  <Text size="sm">{row.authorName}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(row.created)}
                  </Text>
                  {row.verified ? (
                    <Badge variant="light" color="teal" style={{ textTransform: 'none' }}>
                      {t('admin.reviews.verified')}
                    </Badge>
                  ) : null}
                  {row.hasLink ? (
                    <Badge variant="light" color="orange" style={{ textTransform: 'none' }}>
                      {t('admin.reviews.hasLink')}
                    </Badge>
                  ) : null}
                </Stack>
              ),
            },
            {
              header: t('admin.reviews.state'),
              cell: (row) => (
                <Badge variant="light" color={stateColor[row.state]} style={{ textTransform: 'none' }}>
                  {t(`admin.reviews.state.${row.state}`)}
                </Badge>
              ),
            },
            {
              header: '',
              cell: (row) => (
                <Group gap="xs">
                  {row.state !== 'published' ? (
                    <Button size="xs" loading={busy === row.id} onClick={() => void act(row, 'approve')}>
                      {t('admin.reviews.approve')}
                    </Button>
                  ) : null}
                  {row.state !== 'rejected' ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      loading={busy === row.id}
                      onClick={() => void act(row, 'reject')}
                    >
                      {t('admin.reviews.reject')}
                    </Button>
                  ) : null}
                  <Button size="xs" variant="subtle" onClick={() => setAnswering(row.id)}>
                    {t('admin.reviews.answer')}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      ) : null}
      {data && pageCount > 1 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {formatNumber(data.total)}
          </Text>
          <Pagination total={pageCount} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </>
  );
}
