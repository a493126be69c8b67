import { Anchor, Badge, Group, Tabs, Text } from '@mantine/core';
import { newsletterAdminCalls as calls } from '@shared/newsletter/admin-calls';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { ListSettingsForm } from './list-settings.form';
import { ListSubscribers } from './list-subscribers';
import { NewsletterSend } from './newsletter-send';
import { t, tCount } from '../../app/i18n';

/** One mailing list: its subscribers, its settings and popup, and sending it a newsletter. */
export default function MailingListPage() {
  const id = Number(useParams().id);
  const { data: list, error, reload, setData } = useApiData(calls.list, { params: { id } });
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!list) return <LoadingState />;
  return (
    <>
      <Anchor component={Link} to="/newsletter" size="sm">
        {t('admin.newsletter.mailingLists')}
      </Anchor>
      <PageHeader title={list.name} />
      <Group gap="xs" mt={-12} mb="md">
        <Text c="dimmed" size="sm">
          {tCount(
            list.subscriberCount,
            'admin.newsletter.subscribersOne',
            'admin.newsletter.subscribersOther',
          )}
        </Text>
        {list.isPublic ? null : (
          <Badge variant="light" color="gray">
            {t('admin.newsletter.private')}
          </Badge>
        )}
      </Group>
      <Tabs defaultValue="subscribers" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="subscribers">{t('admin.newsletter.subscribers')}</Tabs.Tab>
          <Tabs.Tab value="send">{t('admin.newsletter.sendNewsletter')}</Tabs.Tab>
          <Tabs.Tab value="settings">{t('admin.newsletter.settingsPopup')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscribers">
          <ListSubscribers listId={list.id} onChanged={reload} />
        </Tabs.Panel>
        <Tabs.Panel value="send">
          <NewsletterSend list={list} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <ListSettingsForm list={list} onSaved={setData} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
