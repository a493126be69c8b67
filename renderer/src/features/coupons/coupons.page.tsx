import { Badge, Button, NumberInput, SegmentedControl, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { couponsAdminCalls as calls } from '@shared/coupons/admin-calls';
import type { CouponInput, CouponKind, CouponRow } from '@shared/coupons/contract';
import { parseMoney } from '@shared/money';
import { useState } from 'react';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { RecordTable } from '../../app/record-list';
import { amountText, confirmAndDelete, RowActions } from '../../app/row-actions';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useRecordSave } from '../../app/use-save';
import { formatAmount, formatDate, t } from '../../app/i18n';

interface CouponValues {
  code: string;
  kind: CouponKind;
  /** Percent, or an amount as typed. */
  value: string;
  minimum: string;
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  until: string;
  usageLimit: number | string;
  active: boolean;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

function CouponDialog({
  coupon,
  currency,
  onClose,
  onSaved,
}: {
  coupon: CouponRow | null;
  currency: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<CouponValues>({
    initialValues: {
      code: coupon?.code ?? '',
      kind: coupon?.kind ?? 'percent',
      value: coupon
        ? coupon.kind === 'percent'
          ? String(coupon.value)
          : amountText(coupon.value, currency)
        : '10',
      minimum: coupon ? amountText(coupon.minimumAmount, currency) : '0',
      from: day(coupon?.validFrom ?? null),
      until: day(coupon?.validUntil ?? null),
      usageLimit: coupon?.usageLimit ?? '',
      active: coupon?.active ?? true,
    },
    validate: {
      value: (value, values) =>
        values.kind === 'percent'
          ? /^\d+$/.test(value.trim())
            ? null
            : t('admin.coupons.enterWholePercentageEG10')
          : parseMoney(value, currency) === null
            ? t('admin.common.enterAmountEG500')
            : null,
      minimum: (value) =>
        parseMoney(value || '0', currency) === null ? t('admin.coupons.enterAmountEG5000') : null,
    },
  });
  const { saving, saveRecord } = useRecordSave(form, { onSaved, onClose });
  const submit = form.onSubmit(async (values) => {
    const input: CouponInput = {
      code: values.code,
      kind: values.kind,
      value: values.kind === 'percent' ? Number(values.value) : (parseMoney(values.value, currency) ?? 0),
      minimumAmount: parseMoney(values.minimum || '0', currency) ?? 0,
      // A validity runs from the start of its first day to the end of its last, in the shop's time.
      validFrom: values.from ? new Date(`${values.from}T00:00:00`).toISOString() : null,
      validUntil: values.until ? new Date(`${values.until}T23:59:59`).toISOString() : null,
      usageLimit: values.usageLimit === '' ? null : Number(values.usageLimit),
      active: values.active,
    };
    await saveRecord(input.code.toUpperCase(), () =>
      coupon
        ? api.call(calls.update, { params: { id: coupon.id }, body: input })
        : api.call(calls.create, { body: input }),
    );
  });
  return (
    <FormDialog
      onClose={onClose}
      title={coupon ? t('admin.common.editX', coupon.code) : t('admin.coupons.newPromoCode')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
    >
      <TextInput
        label={t('admin.common.code')}
        description={t('admin.coupons.whatShoppersTypeSpacesDroppedLetters')}
        required
        data-autofocus
        {...form.getInputProps('code')}
      />
      <SegmentedControl
        aria-label={t('admin.coupons.discount')}
        data={[
          { value: 'percent', label: t('admin.coupons.percentage') },
          { value: 'fixed', label: t('admin.coupons.fixedAmount') },
        ]}
        {...form.getInputProps('kind')}
      />
      <TextInput
        label={
          form.values.kind === 'percent'
            ? t('admin.common.percentageOff')
            : t('admin.coupons.amountOffX', currency)
        }
        inputMode="decimal"
        {...form.getInputProps('value')}
      />
      <TextInput
        label={t('admin.coupons.minimumCartsProductsX', currency)}
        inputMode="decimal"
        {...form.getInputProps('minimum')}
      />
      <SimpleGrid cols={2}>
        <TextInput label={t('admin.coupons.valid')} type="date" {...form.getInputProps('from')} />
        <TextInput
          label={t('admin.common.validUntil')}
          type="date"
          {...form.getInputProps('until')}
          error={form.errors.validUntil}
        />
      </SimpleGrid>
      <NumberInput
        label={t('admin.coupons.usesAllowed')}
        description={t('admin.coupons.emptyNoLimitCountedWhenOrderMadeCode')}
        min={1}
        {...form.getInputProps('usageLimit')}
      />
      <Switch label={t('admin.common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormDialog>
  );
}

/** Promo codes: a percentage or an amount off, from a minimum, between dates, so many times. */
export default function CouponsPage() {
  const { data, error, loading, reload } = useApiData(calls.list);
  const [editing, setEditing] = useState<{ coupon: CouponRow | null } | null>(null);
  const currency = data?.currency ?? 'USD';
  const money = (amount: number) => formatAmount(amount, currency);

  const remove = (coupon: CouponRow) =>
    confirmAndDelete(
      coupon.code,
      t('admin.common.deleteXQuestion', coupon.code),
      () => api.call(calls.remove, { params: { id: coupon.id } }),
      reload,
    );

  return (
    <>
      <PageHeader
        title={t('admin.coupons.promoCodes')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ coupon: null })}>
            {t('admin.coupons.newPromoCode')}
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && !data.coupons.length ? <EmptyState>{t('admin.coupons.noPromoCodeYet')}</EmptyState> : null}
      {data && data.coupons.length ? (
        <RecordTable
          records={data.coupons}
          label={t('admin.coupons.promoCodes')}
          maw={1000}
          columns={[
            {
              header: t('admin.common.code'),
              cell: (coupon) => (
                <>
                  {coupon.code}
                  {coupon.active ? null : (
                    <Badge ml="xs" variant="light" color="gray">
                      {t('admin.common.off')}
                    </Badge>
                  )}
                </>
              ),
            },
            {
              header: t('admin.coupons.discount'),
              cell: (coupon) => (coupon.kind === 'percent' ? `${coupon.value} %` : money(coupon.value)),
            },
            {
              header: t('admin.coupons.from'),
              cell: (coupon) => (coupon.minimumAmount ? money(coupon.minimumAmount) : '—'),
            },
            {
              header: t('admin.coupons.valid2'),
              cell: (coupon) =>
                `${coupon.validFrom ? formatDate(coupon.validFrom) : '…'} → ${coupon.validUntil ? formatDate(coupon.validUntil) : '…'}`,
            },
            {
              header: t('admin.coupons.used'),
              align: 'right',
              cell: (coupon) =>
                `${coupon.timesUsed}${coupon.usageLimit === null ? '' : ` / ${coupon.usageLimit}`}`,
            },
            {
              header: '',
              cell: (coupon) => (
                <RowActions
                  name={coupon.code}
                  onEdit={() => setEditing({ coupon })}
                  onDelete={() => void remove(coupon)}
                />
              ),
            },
          ]}
        />
      ) : null}
      {editing ? (
        <CouponDialog
          coupon={editing.coupon}
          currency={currency}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </>
  );
}
