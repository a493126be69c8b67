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

const sendingColumns: RecordColumn<NewsletterSending>[] = [
  { header: 'Sent', cell: (sending) => formatDateTime(sending.sentAt) },
  { header: 'Subject', cell: (sending) => sending.subject },
  { header: 'Recipients', align: 'right', cell: (sending) => sending.recipientCount },
  { header: 'By', visibleFrom: 'sm', cell: (sending) => sending.sentBy ?? '—' },
];

/** The list's sendings; `version` goes up after each send, which loads them again. */
function Sendings({ listId, version }: { listId: number; version: number }) {
  const { data, reload } = useApiData(calls.sendings, { params: { id: listId } });
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  if (!data) return null;
  if (data.length === 0) return <EmptyState>No newsletter was sent to this list yet.</EmptyState>;
  return (
    <RecordTable records={data} columns={sendingColumns} label="Newsletters sent" verticalSpacing="xs" />
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
      notifySaved(`Newsletter queued for ${sent.recipientCount} subscribers.`);
      confirm.close();
      form.reset();
      setPreview(null);
      setVersion((value) => value + 1);
    });

  return (
    <Stack>
      <form onSubmit={showPreview}>
        <Stack maw={720}>
          <TextInput label="Subject" required {...form.getInputProps('subject')} />
          <SegmentedControl
            aria-label="Format"
            data={[
              { value: 'markup', label: 'Simple markup' },
              { value: 'text', label: 'Plain text' },
            ]}
            {...form.getInputProps('format')}
          />
          <Textarea
            label="Message"
            description={
              form.getValues().format === 'markup'
                ? 'A blank line starts a paragraph; **bold**, _italic_, [a link](https://example.org).'
                : 'Sent as you type it.'
            }
            required
            autosize
            minRows={8}
            {...form.getInputProps('body')}
          />
          <Group>
            <Button type="submit" variant="default" loading={previewing.saving}>
              Preview
            </Button>
            <Button onClick={confirm.open} disabled={!preview || preview.recipientCount === 0}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
      {preview ? (
        <Paper withBorder p="md" maw={720}>
          <Text size="sm" c="dimmed">
            To {preview.recipientCount} {preview.recipientCount === 1 ? 'subscriber' : 'subscribers'} of{' '}
            {list.name}
          </Text>
          <Title order={4} my="xs">
            {preview.subject}
          </Title>
          {/* The server's escaped HTML, shown in a sandbox that runs nothing. */}
          <iframe
            title="Preview of the newsletter"
            sandbox=""
            srcDoc={preview.html}
            style={{ width: '100%', height: 360, border: '1px solid #ddd', borderRadius: 4 }}
          />
          {preview.recipientCount === 0 ? (
            <Alert color="yellow" mt="sm">
              This list has no subscribers: there is nobody to send to.
            </Alert>
          ) : null}
        </Paper>
      ) : null}
      <Title order={4} mt="md">
        Sent newsletters
      </Title>
      <Sendings listId={list.id} version={version} />
      <Modal opened={confirmOpened} onClose={confirm.close} title="Send this newsletter?">
        <Text mb="md">
          “{form.getValues().subject}” goes to {preview?.recipientCount ?? 0} subscribers of {list.name}. This
          cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={confirm.close}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={sending.saving}>
            Send
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
