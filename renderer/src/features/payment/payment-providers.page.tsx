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

const descriptions: Record<ProviderSettingsView['code'], string> = {
  demo: 'Test cards pick the outcome; turn it off before selling for real.',
  transfer: 'The order waits until you mark the transfer received, or is cancelled after the days you set.',
  stripe: 'Cards through Stripe, with 3-D Secure, saved cards and refunds.',
};

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
      notifySaved(`${provider.label} is saved.`);
      onSaved();
      onClose();
    });
  });
  const keep = (hint: string) => (hint ? `${hint} is set; leave empty to keep it` : undefined);
  return (
    <FormDialog
      onClose={onClose}
      title={provider.label}
      onSubmit={submit}
      saving={saving}
      submitLabel="Save"
      size="lg"
    >
      <Switch
        label="Offered to shoppers"
        {...form.getInputProps('enabled', { type: 'checkbox' })}
        error={form.errors.enabled}
      />
      <NumberInput
        label="Sequence"
        description="Lower comes first on the payment page."
        min={0}
        {...form.getInputProps('sequence')}
      />
      {provider.code === 'stripe' ? (
        <>
          <TextInput
            label="Publishable key"
            placeholder="pk_live_…"
            {...form.getInputProps('publishableKey')}
          />
          <PasswordInput
            label="Secret key"
            placeholder="sk_live_…"
            description={keep(provider.secretKeyHint)}
            autoComplete="off"
            {...form.getInputProps('secretKey')}
          />
          <PasswordInput
            label="Webhook signing secret"
            placeholder="whsec_…"
            description={keep(provider.webhookSecretHint)}
            autoComplete="off"
            {...form.getInputProps('webhookSecret')}
          />
          <Text size="sm">
            In Stripe’s dashboard, add a webhook endpoint at <Code>{provider.webhookUrl}</Code> for the
            payment_intent events, and paste its signing secret here.
          </Text>
        </>
      ) : null}
      {provider.code === 'transfer' ? (
        <>
          <Textarea
            label="Bank details"
            description="Quoted in the instructions the shopper sees and receives by e-mail."
            autosize
            minRows={2}
            {...form.getInputProps('instructions')}
          />
          <NumberInput
            label="Days to wait for a transfer"
            description="Unpaid after this, the order is cancelled and its stock released. The customer is reminded a day before."
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
      <PageHeader title="Payment providers" />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data ? (
        <Paper withBorder maw={900}>
          <Table aria-label="Payment providers" highlightOnHover>
            <Table.Tbody>
              {data.map((provider) => (
                <Table.Tr key={provider.code}>
                  <Table.Td>
                    <Text fw={500}>{provider.label}</Text>
                    <Text size="xs" c="dimmed">
                      {descriptions[provider.code]}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {provider.enabled ? (
                      <Badge color="green">Offered</Badge>
                    ) : (
                      <Badge color="gray">Off</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {provider.code === 'stripe' ? provider.secretKeyHint || 'No keys yet' : null}
                  </Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${provider.label}`}
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
