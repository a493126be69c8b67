import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { chatterAdminCalls } from '@shared/chatter/admin-calls';
import { api } from '../../app/api';
import { ErrorState, formatDateTime } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { t } from '../../app/i18n';

/**
 * A record's messages in the back office (the portal chatter's other side): what the customer and
 * staff wrote, newest first, and an answer box. The answer shows on the site and is mailed to the
 * document's customer.
 */
export function RecordMessages({
  model,
  id,
  title = t('admin.chatter.messages'),
  help = t('admin.chatter.shownCustomersPageMailedThem'),
}: {
  model: string;
  id: number;
  title?: string;
  /** What becomes of an answer (a lead's notes: only staff read them). */
  help?: string;
}) {
  const messages = useApiData(chatterAdminCalls.messages, { params: { model, id }, query: { offset: 0 } });
  const [text, setText] = useState('');
  const [failure, setFailure] = useState('');
  const { saving, save } = useSave(null, setFailure);
  const send = () =>
    void save(async () => {
      setFailure('');
      await api.call(chatterAdminCalls.post, { params: { model, id }, body: { message: text } });
      setText('');
      messages.reload();
    });
  return (
    <Paper component="section" withBorder p="md" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3}>{title}</Title>
        {messages.data ? <Badge variant="light">{messages.data.message_count}</Badge> : null}
      </Group>
      {messages.error ? <ErrorState error={messages.error} onRetry={messages.reload} /> : null}
      <Stack gap="xs">
        <Textarea
          label={t('admin.chatter.answer')}
          description={help}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={2}
          error={failure || undefined}
        />
        <Group justify="flex-end">
          <Button size="xs" leftSection={<IconMessage size={14} />} loading={saving} onClick={send}>
            {t('admin.chatter.sendAnswer')}
          </Button>
        </Group>
        {messages.data?.messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.chatter.noMessageYet')}
          </Text>
        ) : null}
        {messages.data?.messages.map((message) => (
          <Paper key={message.id} withBorder p="xs" data-testid="record-message">
            <Text size="xs" c="dimmed">
              {message.author_name} · {formatDateTime(message.date)}
              {message.rating_value ? ` · ${message.rating_value} ★` : ''}
              {message.is_hidden ? t('admin.chatter.hiddenSite') : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {message.body}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
