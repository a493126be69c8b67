import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { ordersAdminCalls } from '@shared/orders/admin-calls';
import type { OrderDetail } from '@shared/orders/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { formatDateTime } from '../../app/ui';
import { useSave } from '../../app/use-save';

/** A quotation's terms and its way to the customer: sent, viewed, signed; send it (again). */
export function QuotationPanel({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const { saving, save } = useSave(null);
  const { quotation } = order;
  const open = (order.state === 'draft' || order.state === 'sent') && !quotation.signedAt;
  const send = () =>
    void save(async () => {
      await api.call(ordersAdminCalls.sendQuotation, { params: { id: order.id } });
      notifySaved(`${order.name} is sent to ${order.email}.`);
      onChanged();
    });
  const revoke = () => {
    if (
      !window.confirm(
        "Revoke the customer's link? The link sent before stops working; a new one is shown here.",
      )
    )
      return;
    void save(async () => {
      await api.call(ordersAdminCalls.revokeLink, { params: { id: order.id } });
      notifySaved('The link is revoked: send the new one if the customer needs it.');
      onChanged();
    });
  };
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'not yet');
  return (
    <Paper withBorder p="md" aria-label="Quotation">
      <Group justify="space-between" mb="xs">
        <Title order={3}>Quotation</Title>
        {open ? (
          <Button size="xs" leftSection={<IconSend size={14} />} loading={saving} onClick={send}>
            {quotation.sentAt ? 'Send again' : 'Send by e-mail'}
          </Button>
        ) : null}
      </Group>
      <Stack gap={4}>
        <Text size="sm">
          Valid until {quotation.validUntil ?? 'no date'} · signature{' '}
          {quotation.signatureRequired ? 'required' : 'not asked'} · payment{' '}
          {quotation.paymentRequired ? 'required' : 'not asked'}
        </Text>
        <Text size="sm" data-testid="quotation-progress">
          Sent: {when(quotation.sentAt)} · Viewed: {when(quotation.viewedAt)} · Signed:{' '}
          {quotation.signedAt ? `${formatDateTime(quotation.signedAt)} by ${quotation.signedBy}` : 'not yet'}
        </Text>
        <Text size="sm">
          Customer's link:{' '}
          <Anchor href={quotation.portalUrl} target="_blank" rel="noreferrer" data-testid="portal-link">
            {quotation.portalUrl}
          </Anchor>{' '}
          <Button size="compact-xs" variant="subtle" color="red" onClick={revoke} loading={saving}>
            Revoke the link
          </Button>
        </Text>
      </Stack>
    </Paper>
  );
}
