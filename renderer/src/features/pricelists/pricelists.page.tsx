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
import { t, tCount } from '../../app/i18n';

/** Who gets a price list, in a few words. */
function audience(pricelist: Pricelist): string {
  const parts = [
    pricelist.isDefault ? t('admin.pricelists.everyoneElse') : '',
    pricelist.countryCodes.length
      ? pricelist.countryCodes.slice(0, 6).join(', ') + (pricelist.countryCodes.length > 6 ? '…' : '')
      : '',
    pricelist.accounts.length
      ? tCount(pricelist.accounts.length, 'admin.pricelists.accountsOne', 'admin.pricelists.accountsOther')
      : '',
    pricelist.code ? t('admin.pricelists.codeX', pricelist.code) : '',
    pricelist.selectable ? t('admin.pricelists.switcher') : '',
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
        title={t('admin.pricelists.priceLists')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ pricelist: null })}>
            {t('admin.pricelists.newPriceList')}
          </Button>
        }
      />
      <Stack gap="xl">
        {lists.error ? <ErrorState error={lists.error} onRetry={lists.reload} /> : null}
        {lists.loading && !lists.data ? <LoadingState /> : null}
        {lists.data ? (
          <RecordTable
            records={lists.data}
            label={t('admin.pricelists.priceLists')}
            maw={1000}
            columns={[
              {
                header: t('admin.common.name'),
                cell: (pricelist) => (
                  <>
                    {pricelist.name}
                    {pricelist.isDefault ? (
                      <Badge ml="xs" variant="light">
                        {t('admin.common.default')}
                      </Badge>
                    ) : null}
                    {!pricelist.active ? (
                      <Badge ml="xs" color="gray" variant="light">
                        {t('admin.pricelists.inactive')}
                      </Badge>
                    ) : null}
                  </>
                ),
              },
              { header: t('admin.common.currency'), cell: (pricelist) => pricelist.currency },
              { header: t('admin.pricelists.for'), cell: audience },
              {
                header: t('admin.pricelists.rules'),
                align: 'right',
                cell: (pricelist) => pricelist.rules.length,
              },
              {
                header: '',
                cell: (pricelist) => (
                  <RowActions
                    name={pricelist.name}
                    onEdit={() => setEditing({ pricelist })}
                    onDelete={() =>
                      void confirmAndDelete(
                        pricelist.name,
                        t('admin.pricelists.deleteXVisitorsGetTheirDefaultPrice', pricelist.name),
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
            <Title order={4}>{t('admin.pricelists.currencies')}</Title>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditingCurrency({ currency: null })}
            >
              {t('admin.pricelists.newCurrency')}
            </Button>
          </Group>
          {currencies.error ? <ErrorState error={currencies.error} onRetry={currencies.reload} /> : null}
          {currencies.data ? (
            <RecordTable
              records={currencies.data.currencies}
              label={t('admin.pricelists.currencies')}
              maw={1000}
              columns={[
                { header: t('admin.common.code'), cell: (currency) => currency.code },
                {
                  header: t('admin.common.rate'),
                  align: 'right',
                  cell: (currency) => t('admin.pricelists.x1X', currency.rate, currencies.data!.shopCurrency),
                },
                {
                  header: t('admin.pricelists.rounding'),
                  align: 'right',
                  cell: (currency) => currency.rounding,
                },
                {
                  header: t('admin.common.offered'),
                  cell: (currency) =>
                    currency.published ? t('admin.pricelists.yes') : t('admin.pricelists.no'),
                },
                {
                  header: '',
                  cell: (currency) => (
                    <RowActions
                      name={currency.code}
                      onEdit={() => setEditingCurrency({ currency })}
                      onDelete={() =>
                        void confirmAndDelete(
                          currency.code,
                          t('admin.common.deleteXQuestion', currency.code),
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
