import { Alert, Button, Group, List, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { demoAdminCalls as calls } from '@shared/demo/admin-calls';
import { useState } from 'react';
import { api } from '../../app/api';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { ErrorState, LoadingState } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

/** What the demo's records are, by the model each feature marks them with. */
const demoModelLabels: Record<string, string> = {
  'res.users': 'Demo accounts (switched off)',
  'link.tracker': 'Demo tracked links (archived)',
  'link.tracker.click': 'Link clicks',
  'res.partner': 'Customers',
  'sale.order': 'Orders and quotations',
  'payment.transaction': 'Payments',
  'account.move': 'Invoices',
  'saas.instance': 'Hosted instances',
  'project.project': 'Projects',
  'site.visit': 'Visits',
  'mail.message': 'Messages',
  'mailing.contact': 'Newsletter subscribers',
  'crm.lead': 'Leads',
};
const labelOf = (model: string) => demoModelLabels[model] ?? model;

/**
 * Settings → Demo data (administrators): what is left of the demo data, and "Remove demo data" once
 * the owner confirms what goes and what stays.
 */
export function DemoDataCard() {
  const { data, error, loading, reload } = useApiData(calls.overview);
  const [confirming, dialog] = useDisclosure(false);
  const [removing, setRemoving] = useState(false);
  const counts = data?.counts ?? [];

  const remove = async () => {
    setRemoving(true);
    try {
      await api.call(calls.remove);
      notifySaved('The demo data is removed.');
      dialog.close();
      reload();
    } catch (failure) {
      showSaveError(null, failure);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Paper withBorder p="lg" data-demo-data>
      <Title order={4} mb="sm">
        Demo data
      </Title>
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data && !counts.length ? (
        <Text size="sm" c="dimmed">
          No demo data left: everything here is the shop&apos;s own.
        </Text>
      ) : null}
      {counts.length ? (
        <Stack gap="sm">
          <Text size="sm">
            The first start filled the shop with examples, so every screen shows what it is for:
          </Text>
          <Table>
            <Table.Tbody>
              {counts.map(({ model, count }) => (
                <Table.Tr key={model}>
                  <Table.Td>
                    <Text size="sm">{labelOf(model)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{count}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <Button color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={dialog.open}>
              Remove demo data
            </Button>
          </Group>
        </Stack>
      ) : null}
      <Modal opened={confirming} onClose={dialog.close} title="Remove the demo data?" size="lg">
        <Stack>
          <Text size="sm">These go, with what they added to the dashboard&apos;s figures:</Text>
          <List size="sm">
            {counts.map(({ model, count }) => (
              <List.Item key={model}>
                {labelOf(model)}: {count}
              </List.Item>
            ))}
          </List>
          <Alert color="blue" title="What stays">
            The products, categories, pages, menus, blog, forms, newsletter lists, price lists, taxes,
            shipping and payment methods: a shop starts from them, edit or delete them as you like. And
            everything staff made, even on a demo record&apos;s screen (a demo order&apos;s messages and
            payments go with it).
          </Alert>
          <Text size="sm">
            The demo accounts (publisher@example.com, portal@example.com) are switched off: their password may
            be public. Users turns one back on. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              Cancel
            </Button>
            <Button color="red" loading={removing} onClick={() => void remove()}>
              Remove demo data
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
