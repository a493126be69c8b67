import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArchive,
  IconChartLine,
  IconCheck,
  IconCopy,
  IconDownload,
  IconRestore,
} from '@tabler/icons-react';
import { adminUrl } from '@shared/api/admin-call';
import { linksAdminCalls } from '@shared/links/admin-calls';
import type { LinkRow } from '@shared/links/admin-contract';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { setLinkArchived } from './link-archive';
import { LinkCodeForm } from './link-code.form';
import { LinkPreviewCard } from './link-preview';
import { LinkRulesForm } from './link-rules.form';
import { LinkStatisticsPanel } from './link-statistics';
import { utmKindTexts } from './links-labels';
import { t } from '../../app/i18n';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={210} fw={500}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function ShortUrl({ url }: { url: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor href={url} target="_blank" rel="noopener noreferrer" fw={500} data-testid="short-url">
        {url}
      </Anchor>
      <CopyButton value={url} timeout={5000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('admin.links.copied') : t('admin.links.copyShortLink')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? t('admin.links.copied') : t('admin.links.copyShortLink')}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function UtmValue({ value }: { value: LinkRow['campaign'] }) {
  return value ? <>{value.name}</> : <Text c="dimmed">—</Text>;
}

function LinkDetails({ link }: { link: LinkRow }) {
  return (
    <Paper withBorder>
      <Table>
        <Table.Tbody>
          <Field label={t('admin.links.shortLink')}>
            <ShortUrl url={link.shortUrl} />
          </Field>
          <Field label={t('admin.links.target')}>
            <Anchor
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              style={{ wordBreak: 'break-all' }}
            >
              {link.url}
            </Anchor>
          </Field>
          {link.title ? <Field label={t('admin.common.title')}>{link.title}</Field> : null}
          <Field label={`${t(utmKindTexts.campaign.one)} (${utmKindTexts.campaign.parameter})`}>
            <UtmValue value={link.campaign} />
          </Field>
          <Field label={`${t(utmKindTexts.medium.one)} (${utmKindTexts.medium.parameter})`}>
            <UtmValue value={link.medium} />
          </Field>
          <Field label={`${t(utmKindTexts.source.one)} (${utmKindTexts.source.parameter})`}>
            <UtmValue value={link.source} />
          </Field>
          <Field label={t('admin.common.clicks')}>
            <Text size="sm" data-testid="link-clicks">
              {link.clicks}
            </Text>
          </Field>
          <Field label={t('admin.links.lastClick')}>{formatDateTime(link.lastClickAt)}</Field>
          <Field label={t('admin.common.created')}>
            {formatDateTime(link.createdAt)}
            {link.createdBy ? t('admin.links.x', link.createdBy) : ''}
          </Field>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The link's rules and the "test a click" preview beside them (issue 32). */
function LinkRulesPanel({ linkId }: { linkId: number }) {
  const { data, error, loading, reload, setData } = useApiData(linksAdminCalls.rules, {
    params: { id: linkId },
  });
  if (loading && !data) return <LoadingState />;
  if (error && !data) return <ErrorState error={error} onRetry={reload} />;
  if (!data) return null;
  return (
    <>
      <LinkRulesForm key={linkId} linkId={linkId} rules={data} onSaved={setData} />
      <LinkPreviewCard linkId={linkId} />
    </>
  );
}

export default function LinkPage() {
  const id = Number(useParams().id);
  const { data, error, loading, reload, setData } = useApiData(linksAdminCalls.get, { params: { id } });
  const [archiving, setArchiving] = useState(false);
  const link = data?.link;

  const replaceLink = (saved: LinkRow) => {
    if (data) setData({ ...data, link: saved });
  };

  const toggleArchived = async () => {
    if (!link) return;
    setArchiving(true);
    const saved = await setLinkArchived(link, !link.archived);
    setArchiving(false);
    if (saved) replaceLink(saved);
  };

  return (
    <>
      <Anchor component={Link} to="/links" size="sm">
        {t('admin.links.links')}
      </Anchor>
      <PageHeader
        title={link ? (link.title ?? `/r/${link.code}`) : t('admin.links.link')}
        actions={
          link ? (
            <>
              {link.archived ? (
                <Badge color="gray" variant="light" size="lg">
                  {t('admin.common.archived')}
                </Badge>
              ) : null}
              <Button
                variant="default"
                leftSection={<IconChartLine size={16} />}
                component="a"
                href={`/r/${encodeURIComponent(link.code)}+`}
                target="_blank"
                rel="noopener"
              >
                {t('admin.links.publicStatisticsPage')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                component="a"
                href={adminUrl(linksAdminCalls.clicksCsv, { params: { id: link.id } })}
                download
              >
                {t('admin.links.exportClicksCsv')}
              </Button>
              <Button
                variant={link.archived ? 'filled' : 'default'}
                leftSection={link.archived ? <IconRestore size={16} /> : <IconArchive size={16} />}
                loading={archiving}
                onClick={() => void toggleArchived()}
              >
                {link.archived ? t('admin.links.restore') : t('admin.links.archive')}
              </Button>
            </>
          ) : null
        }
      />
      {loading && !data ? <LoadingState /> : null}
      {error && !data ? <ErrorState error={error} onRetry={reload} /> : null}
      {data && link ? (
        <Stack gap="xl" maw={1200}>
          <Stack gap="md" maw={760}>
            <LinkDetails link={link} />
            <LinkCodeForm key={link.id} link={link} onSaved={replaceLink} />
            <LinkRulesPanel linkId={link.id} />
          </Stack>
          <div>
            <Title order={3} mb="sm">
              {t('admin.links.statistics')}
            </Title>
            <LinkStatisticsPanel statistics={data.statistics} />
          </div>
        </Stack>
      ) : null}
    </>
  );
}
