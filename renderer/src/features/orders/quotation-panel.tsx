import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { ordersAdminCalls } from '@shared/orders/admin-calls';
import type { OrderDetail } from '@shared/orders/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { formatDateTime } from '../../app/ui';
import { useSave } from '../../app/use-save';
import { formatDay, t } from '../../app/i18n';

/** A quotation's terms and its way to the customer: sent, viewed, signed; send it (again). */
export function QuotationPanel({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const { saving, save } = useSave(null);
  const { quotation } = order;
  const open = (order.state === 'draft' || order.state === 'sent') && !quotation.signedAt;
  const send = () =>
    void save(async () => {
      await api.call(ordersAdminCalls.sendQuotation, { params: { id: order.id } });
      notifySaved(t('admin.orders.xSentX', order.name, order.email));
      onChanged();
    });
  const revoke = () => {
    if (!window.confirm(t('admin.orders.revokeCustomersLinkLinkSentBefore'))) return;
    void save(async () => {
      await api.call(ordersAdminCalls.revokeLink, { params: { id: order.id } });
      notifySaved(t('admin.orders.linkRevokedSendNewOneIfCustomerNeeds'));
      onChanged();
    });
  };
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : t('admin.orders.notYet'));
  return (
    <Paper withBorder p="md" aria-label={t('admin.orders.quotation')}>
      <Group justify="space-between" mb="xs">
        <Title order={3}>{t('admin.orders.quotation')}</Title>
        {open ? (
          <Button size="xs" leftSection={<IconSend size={14} />} loading={saving} onClick={send}>
            {quotation.sentAt ? t('admin.orders.sendAgain') : t('admin.orders.sendEMail')}
          </Button>
        ) : null}
      </Group>
      <Stack gap={4}>
        <Text size="sm">
          {t(
            'admin.orders.validUntilXSignatureXPaymentX',
            quotation.validUntil ? formatDay(quotation.validUntil) : t('admin.orders.noDate'),
            quotation.signatureRequired ? t('admin.orders.required') : t('admin.orders.notAsked'),
            quotation.paymentRequired ? t('admin.orders.required') : t('admin.orders.notAsked'),
          )}
        </Text>
        <Text size="sm" data-testid="quotation-progress">
          {t(
            'admin.orders.sentXViewedXSignedX',
            when(quotation.sentAt),
            when(quotation.viewedAt),
            quotation.signedAt
              ? t('admin.orders.xX', formatDateTime(quotation.signedAt), quotation.signedBy)
              : t('admin.orders.notYet'),
          )}
        </Text>
        <Text size="sm">
          {t('admin.orders.customersLink')}{' '}
          <Anchor href={quotation.portalUrl} target="_blank" rel="noreferrer" data-testid="portal-link">
            {quotation.portalUrl}
          </Anchor>{' '}
          <Button size="compact-xs" variant="subtle" color="red" onClick={revoke} loading={saving}>
            {t('admin.orders.revokeLink')}
          </Button>
        </Text>
      </Stack>
    </Paper>
  );
}
