import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { newsletterAdminCalls as calls } from '@shared/newsletter/admin-calls';
import type {
  MailingListDetail,
  NewsletterFormat,
  NewsletterInput,
  NewsletterPreview,
  NewsletterSending,
} from '@shared/newsletter/contract';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { RecordTable, type RecordColumn } from '../../app/record-list';
import { EmptyState, formatDateTime } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { t, tCount } from '../../app/i18n';

const sendingColumns = (): RecordColumn<NewsletterSending>[] => [
  { header: t('admin.common.sent'), cell: (sending) => formatDateTime(sending.sentAt) },
  { header: t('admin.common.subject'), cell: (sending) => sending.subject },
  { header: t('admin.newsletter.recipients'), align: 'right', cell: (sending) => sending.recipientCount },
  { header: t('admin.newsletter.by'), visibleFrom: 'sm', cell: (sending) => sending.sentBy ?? '—' },
];

/** The list's sendings; `version` goes up after each send, which loads them again. */
function Sendings({ listId, version }: { listId: number; version: number }) {
  const { data, reload } = useApiData(calls.sendings, { params: { id: listId } });
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  if (!data) return null;
  if (data.length === 0) return <EmptyState>{t('admin.newsletter.noNewsletterWasSentListYet')}</EmptyState>;
  return (
    <RecordTable
      records={data}
      columns={sendingColumns()}
      label={t('admin.newsletter.newslettersSent')}
      verticalSpacing="xs"
    />
  );
}

/**
 * Writing a newsletter: subject and body (plain text, or simple markup: a blank line starts a
 * paragraph, **bold**, _italic_, [text](https://…)), a preview of the mail, then 'Send', which
 * queues one mail per current subscriber in the outbox, each with its own unsubscribe link.
 */
export function NewsletterSend({ list }: { list: MailingListDetail }) {
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [confirmOpened, confirm] = useDisclosure(false);
  const [version, setVersion] = useState(0);
  const form = useForm<{ subject: string; body: string; format: NewsletterFormat }>({
    initialValues: { subject: '', body: '', format: 'markup' },
    onValuesChange: () => setPreview(null),
  });
  const input = (): NewsletterInput => form.getValues();
  const previewing = useSave(form);
  const sending = useSave(form, () => confirm.close());

  const showPreview = form.onSubmit(() =>
    previewing.save(async () => {
      setPreview(await api.call(calls.preview, { params: { id: list.id }, body: input() }));
    }),
  );

  const send = () =>
    sending.save(async () => {
      const sent = await api.call(calls.send, { params: { id: list.id }, body: input() });
      notifySaved(t('admin.newsletter.newsletterQueuedXSubscribers', sent.recipientCount));
      confirm.close();
      form.reset();
      setPreview(null);
      setVersion((value) => value + 1);
    });

  return (
    <Stack>
      <form onSubmit={showPreview}>
        <Stack maw={720}>
          <TextInput label={t('admin.common.subject')} required {...form.getInputProps('subject')} />
          <SegmentedControl
            aria-label={t('admin.newsletter.format')}
            data={[
              { value: 'markup', label: t('admin.newsletter.simpleMarkup') },
              { value: 'text', label: t('admin.newsletter.plainText') },
            ]}
            {...form.getInputProps('format')}
          />
          <Textarea
            label={t('admin.common.message')}
            description={
              form.getValues().format === 'markup'
                ? t('admin.newsletter.blankLineStartsParagraphBoldItalic')
                : t('admin.newsletter.sentType')
            }
            required
            autosize
            minRows={8}
            {...form.getInputProps('body')}
          />
          <Group>
            <Button type="submit" variant="default" loading={previewing.saving}>
              {t('admin.newsletter.preview')}
            </Button>
            <Button onClick={confirm.open} disabled={!preview || preview.recipientCount === 0}>
              {t('admin.newsletter.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      {preview ? (
        <Paper withBorder p="md" maw={720}>
          <Text size="sm" c="dimmed">
            {tCount(
              preview.recipientCount,
              'admin.newsletter.toXSubscriberOfX',
              'admin.newsletter.toXSubscribersOfX',
              list.name,
            )}
          </Text>
          <Title order={4} my="xs">
            {preview.subject}
          </Title>
          {/* The server's escaped HTML, shown in a sandbox that runs nothing. */}
          <iframe
            title={t('admin.newsletter.previewNewsletter')}
            sandbox=""
            srcDoc={preview.html}
            style={{ width: '100%', height: 360, border: '1px solid #ddd', borderRadius: 4 }}
          />
          {preview.recipientCount === 0 ? (
            <Alert color="yellow" mt="sm">
              {t('admin.newsletter.listHasNoSubscribersThereNobodySend')}
            </Alert>
          ) : null}
        </Paper>
      ) : null}
      <Title order={4} mt="md">
        {t('admin.newsletter.sentNewsletters')}
      </Title>
      <Sendings listId={list.id} version={version} />
      <Modal
        opened={confirmOpened}
        onClose={confirm.close}
        title={t('admin.newsletter.sendNewsletterQuestion')}
      >
        <Text mb="md">
          {t(
            'admin.newsletter.xGoesXSubscribersXCannotUndone',
            form.getValues().subject,
            preview?.recipientCount ?? 0,
            list.name,
          )}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={confirm.close}>
            {t('admin.common.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={sending.saving}>
            {t('admin.newsletter.send')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
