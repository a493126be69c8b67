import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { pricelistsAdminCalls as calls } from '@shared/pricelists/admin-calls';
import type { Currency, Pricelist } from '@shared/pricelists/contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { RecordTable } from '../../app/record-list';
import { confirmAndDelete, RowActions } from '../../app/row-actions';
import { ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { CurrencyDialog } from './currency-dialog';
import { PricelistDialog } from './pricelist-dialog';
import { PricePreview } from './price-preview';

/** Who gets a price list, in a few words. */
function audience(pricelist: Pricelist): string {
  const parts = [
    pricelist.isDefault ? 'everyone else' : '',
    pricelist.countryCodes.length
      ? pricelist.countryCodes.slice(0, 6).join(', ') + (pricelist.countryCodes.length > 6 ? '…' : '')
      : '',
    pricelist.accounts.length
      ? `${pricelist.accounts.length} account${pricelist.accounts.length > 1 ? 's' : ''}`
      : '',
    pricelist.code ? `code ${pricelist.code}` : '',
    pricelist.selectable ? 'switcher' : '',
  ].filter(Boolean);
  return parts.join(' · ') || '—';
}

/** Price lists and their rules, the currencies they are in, and a preview of a product's prices. */
export default function PricelistsPage() {
  const lists = useApiData(calls.list);
  const currencies = useApiData(calls.currencies);
  const [editing, setEditing] = useState<{ pricelist: Pricelist | null } | null>(null);
  const [editingCurrency, setEditingCurrency] = useState<{ currency: Currency | null } | null>(null);
  const [version, setVersion] = useState(0);
  const changed = () => {
    lists.reload();
    currencies.reload();
    setVersion((value) => value + 1);
  };
  const codes = currencies.data
    ? [currencies.data.shopCurrency, ...currencies.data.currencies.map((c) => c.code)]
    : [];

  return (
    <>
      <PageHeader
        title="Price lists"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ pricelist: null })}>
            New price list
          </Button>
        }
      />
      <Stack gap="xl">
        {lists.error ? <ErrorState error={lists.error} onRetry={lists.reload} /> : null}
        {lists.loading && !lists.data ? <LoadingState /> : null}
        {lists.data ? (
          <RecordTable
            records={lists.data}
            label="Price lists"
            maw={1000}
            columns={[
              {
                header: 'Name',
                cell: (pricelist) => (
                  <>
                    {pricelist.name}
                    {pricelist.isDefault ? (
                      <Badge ml="xs" variant="light">
                        Default
                      </Badge>
                    ) : null}
                    {!pricelist.active ? (
                      <Badge ml="xs" color="gray" variant="light">
                        Inactive
                      </Badge>
                    ) : null}
                  </>
                ),
              },
              { header: 'Currency', cell: (pricelist) => pricelist.currency },
              { header: 'For', cell: audience },
              { header: 'Rules', align: 'right', cell: (pricelist) => pricelist.rules.length },
              {
                header: '',
                cell: (pricelist) => (
                  <RowActions
                    name={pricelist.name}
                    onEdit={() => setEditing({ pricelist })}
                    onDelete={() =>
                      void confirmAndDelete(
                        pricelist.name,
                        `Delete ${pricelist.name}? Its visitors get their default price list; orders keep their prices.`,
                        () => api.call(calls.remove, { params: { id: pricelist.id } }),
                        changed,
                      )
                    }
                  />
                ),
              },
            ]}
          />
        ) : null}

        <div>
          <Group justify="space-between" maw={1000} mb="xs">
            <Title order={4}>Currencies</Title>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditingCurrency({ currency: null })}
            >
              New currency
            </Button>
          </Group>
          {currencies.error ? <ErrorState error={currencies.error} onRetry={currencies.reload} /> : null}
          {currencies.data ? (
            <RecordTable
              records={currencies.data.currencies}
              label="Currencies"
              maw={1000}
              columns={[
                { header: 'Code', cell: (currency) => currency.code },
                {
                  header: 'Rate',
                  align: 'right',
                  cell: (currency) => `${currency.rate} for 1 ${currencies.data!.shopCurrency}`,
                },
                { header: 'Rounding', align: 'right', cell: (currency) => currency.rounding },
                { header: 'Offered', cell: (currency) => (currency.published ? 'Yes' : 'No') },
                {
                  header: '',
                  cell: (currency) => (
                    <RowActions
                      name={currency.code}
                      onEdit={() => setEditingCurrency({ currency })}
                      onDelete={() =>
                        void confirmAndDelete(
                          currency.code,
                          `Delete ${currency.code}?`,
                          () => api.call(calls.removeCurrency, { params: { id: currency.id } }),
                          changed,
                        )
                      }
                    />
                  ),
                },
              ]}
            />
          ) : null}
        </div>

        <PricePreview version={version} />
      </Stack>
      {editing ? (
        <PricelistDialog
          pricelist={editing.pricelist}
          currencies={codes}
          onClose={() => setEditing(null)}
          onSaved={changed}
        />
      ) : null}
      {editingCurrency && currencies.data ? (
        <CurrencyDialog
          currency={editingCurrency.currency}
          shopCurrency={currencies.data.shopCurrency}
          onClose={() => setEditingCurrency(null)}
          onSaved={changed}
        />
      ) : null}
    </>
  );
}
