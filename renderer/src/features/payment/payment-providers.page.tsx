import {
  ActionIcon,
  Badge,
  Code,
  NumberInput,
  Paper,
  PasswordInput,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import {
  paymentAdminCalls as calls,
  type ProviderSettingsInput,
  type ProviderSettingsView,
} from '@shared/payment/admin-calls';
import { useState } from 'react';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved } from '../../app/form-feedback';
import { ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { t } from '../../app/i18n';

const descriptions = (): Record<ProviderSettingsView['code'], string> => ({
  demo: t('admin.payment.testCardsPickOutcomeTurnOffBefore'),
  transfer: t('admin.payment.orderWaitsUntilMarkTransferReceived'),
  stripe: t('admin.payment.cardsThroughStripe3DSecureSavedCards'),
});

function ProviderDialog({
  provider,
  onClose,
  onSaved,
}: {
  provider: ProviderSettingsView;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<Required<ProviderSettingsInput>>({
    initialValues: {
      enabled: provider.enabled,
      sequence: provider.sequence,
      publishableKey: provider.publishableKey,
      secretKey: '',
      webhookSecret: '',
      instructions: provider.instructions,
      pendingDays: provider.pendingDays,
    },
  });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      await api.call(calls.updateProvider, { params: { code: provider.code }, body: values });
      notifySaved(t('admin.common.xSaved', provider.label));
      onSaved();
      onClose();
    });
  });
  const keep = (hint: string) => (hint ? t('admin.payment.xSetLeaveEmptyKeep', hint) : undefined);
  return (
    <FormDialog
      onClose={onClose}
      title={provider.label}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
      size="lg"
    >
      <Switch
        label={t('admin.common.offeredShoppers')}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
        error={form.errors.enabled}
      />
      <NumberInput
        label={t('admin.common.sequence')}
        description={t('admin.payment.lowerComesFirstPaymentPage')}
        min={0}
        {...form.getInputProps('sequence')}
      />
      {provider.code === 'stripe' ? (
        <>
          <TextInput
            label={t('admin.payment.publishableKey')}
            placeholder="pk_live_…"
            {...form.getInputProps('publishableKey')}
          />
          <PasswordInput
            label={t('admin.payment.secretKey')}
            placeholder="sk_live_…"
            description={keep(provider.secretKeyHint)}
            autoComplete="off"
            {...form.getInputProps('secretKey')}
          />
          <PasswordInput
            label={t('admin.payment.webhookSigningSecret')}
            placeholder="whsec_…"
            description={keep(provider.webhookSecretHint)}
            autoComplete="off"
            {...form.getInputProps('webhookSecret')}
          />
          <Text size="sm">
            {t('admin.payment.stripesDashboardAddWebhookEndpoint')} <Code>{provider.webhookUrl}</Code>{' '}
            {t('admin.payment.paymentIntentEventsPasteSigning')}
          </Text>
        </>
      ) : null}
      {provider.code === 'transfer' ? (
        <>
          <Textarea
            label={t('admin.payment.bankDetails')}
            description={t('admin.payment.quotedInstructionsShopperSees')}
            autosize
            minRows={2}
            {...form.getInputProps('instructions')}
          />
          <NumberInput
            label={t('admin.payment.daysToWaitForTransfer')}
            description={t('admin.payment.unpaidAfterCancelledReminded')}
            min={1}
            max={90}
            allowDecimal={false}
            {...form.getInputProps('pendingDays')}
          />
        </>
      ) : null}
    </FormDialog>
  );
}

/** How shoppers may pay: which providers are offered, in which order, and Stripe's keys (masked). */
export default function PaymentProvidersPage() {
  const { data, error, loading, reload } = useApiData(calls.providers);
  const [editing, setEditing] = useState<ProviderSettingsView | null>(null);
  return (
    <>
      <PageHeader title={t('admin.payment.paymentProviders')} />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data ? (
        <Paper withBorder maw={900}>
          <Table aria-label={t('admin.payment.paymentProviders')} highlightOnHover>
            <Table.Tbody>
              {data.map((provider) => (
                <Table.Tr key={provider.code}>
                  <Table.Td>
                    <Text fw={500}>{provider.label}</Text>
                    <Text size="xs" c="dimmed">
                      {descriptions()[provider.code]}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {provider.enabled ? (
                      <Badge color="green">{t('admin.common.offered')}</Badge>
                    ) : (
                      <Badge color="gray">{t('admin.common.off')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {provider.code === 'stripe'
                      ? provider.secretKeyHint || t('admin.payment.noKeysYet')
                      : null}
                  </Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('admin.common.editX', provider.label)}
                      onClick={() => setEditing(provider)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {editing ? (
        <ProviderDialog provider={editing} onClose={() => setEditing(null)} onSaved={reload} />
      ) : null}
    </>
  );
}
