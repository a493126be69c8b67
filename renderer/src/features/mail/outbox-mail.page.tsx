import { Alert, Anchor, Button, Code, Group, Paper, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { outboxAdminCalls } from '@shared/api/core-calls';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { OutboxStateBadge } from './outbox-state-badge';
import { t, tCount } from '../../app/i18n';

/**
 * The mail's HTML in a sandboxed frame: no scripts, no forms, no same-origin access, so a mail
 * cannot act on the back office. A CSP in the document also blocks remote images (tracking pixels).
 */
function MailHtmlFrame({ html }: { html: string }) {
  const guarded = `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">${html}`;
  return (
    <iframe
      title={t('admin.mail.htmlVersionMail')}
      sandbox=""
      srcDoc={guarded}
      referrerPolicy="no-referrer"
      style={{ width: '100%', minHeight: 480, border: 0, background: 'white' }}
    />
  );
}

function Header({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={120}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

export default function OutboxMailPage() {
  const id = Number(useParams().id);
  const { data, error, loading, reload, setData } = useApiData(outboxAdminCalls.get, { params: { id } });
  const { saving: resending, save } = useSave(null);

  const resend = async () => {
    if (!data) return;
    await save(async () => {
      const row = await api.call(outboxAdminCalls.resend, { params: { id: data.id } });
      setData({ ...data, ...row });
      notifySaved(
        row.state === 'held'
          ? t('admin.mail.mailQueuedAgainNoMailServerStays')
          : t('admin.mail.mailQueuedSentAgain'),
      );
    });
  };

  return (
    <>
      <Anchor component={Link} to="/outbox" size="sm">
        {t('admin.mail.outbox')}
      </Anchor>
      <PageHeader
        title={data?.subject ?? t('admin.mail.mail')}
        actions={
          data ? (
            <Button leftSection={<IconSend size={16} />} onClick={() => void resend()} loading={resending}>
              {t('admin.mail.resend')}
            </Button>
          ) : null
        }
      />
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? (
        <Stack maw={960}>
          <Paper withBorder>
            <Table>
              <Table.Tbody>
                <Header label={t('admin.common.from')}>{data.from}</Header>
                <Header label={t('admin.common.to')}>{data.to}</Header>
                <Header label={t('admin.common.subject')}>{data.subject}</Header>
                <Header label={t('admin.common.state')}>
                  <Group gap="xs">
                    <OutboxStateBadge state={data.state} />
                    <Text size="sm" c="dimmed">
                      {tCount(data.attempts, 'admin.mail.attemptsOne', 'admin.mail.attemptsOther')}
                    </Text>
                  </Group>
                </Header>
                <Header label={t('admin.common.created')}>{formatDateTime(data.createdAt)}</Header>
                <Header label={t('admin.common.sent')}>{formatDateTime(data.sentAt)}</Header>
              </Table.Tbody>
            </Table>
          </Paper>
          {data.lastError ? (
            <Alert color="red" title={t('admin.mail.lastError')}>
              {data.lastError}
            </Alert>
          ) : null}
          <Tabs defaultValue={data.html ? 'html' : 'text'}>
            <Tabs.List>
              {data.html ? <Tabs.Tab value="html">HTML</Tabs.Tab> : null}
              <Tabs.Tab value="text">{t('admin.common.text')}</Tabs.Tab>
            </Tabs.List>
            {data.html ? (
              <Tabs.Panel value="html" pt="sm">
                <Paper withBorder>
                  <MailHtmlFrame html={data.html} />
                </Paper>
              </Tabs.Panel>
            ) : null}
            <Tabs.Panel value="text" pt="sm">
              <Code block style={{ whiteSpace: 'pre-wrap' }}>
                {data.text}
              </Code>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : null}
    </>
  );
}
