import { Anchor, Badge, Group, Tabs, Text } from '@mantine/core';
import { newsletterAdminCalls as calls } from '@shared/newsletter/admin-calls';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { ListSettingsForm } from './list-settings.form';
import { ListSubscribers } from './list-subscribers';
import { NewsletterSend } from './newsletter-send';

/** One mailing list: its subscribers, its settings and popup, and sending it a newsletter. */
export default function MailingListPage() {
  const id = Number(useParams().id);
  const { data: list, error, reload, setData } = useApiData(calls.list, { params: { id } });
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!list) return <LoadingState />;
  return (
    <>
      <Anchor component={Link} to="/newsletter" size="sm">
        ← Mailing lists
      </Anchor>
      <PageHeader title={list.name} />
      <Group gap="xs" mt={-12} mb="md">
        <Text c="dimmed" size="sm">
          {list.subscriberCount} {list.subscriberCount === 1 ? 'subscriber' : 'subscribers'}
        </Text>
        {list.isPublic ? null : (
          <Badge variant="light" color="gray">
            Private
          </Badge>
        )}
      </Group>
      <Tabs defaultValue="subscribers" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="subscribers">Subscribers</Tabs.Tab>
          <Tabs.Tab value="send">Send a newsletter</Tabs.Tab>
          <Tabs.Tab value="settings">Settings and popup</Tabs.Tab>
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
