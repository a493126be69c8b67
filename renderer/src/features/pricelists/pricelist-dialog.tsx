import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { pricelistsAdminCalls as calls } from '@shared/pricelists/admin-calls';
import type { Pricelist, PricelistInput, RuleInput } from '@shared/pricelists/contract';
import type { RuleCompute, RuleScope } from '@shared/pricelists/pricing';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { useRecordSave } from '../../app/use-save';
import { fromLocalInput, toDecimal, toLocalInput, toMinor } from './money-fields';
import { RuleTarget } from './rule-target';
import { t } from '../../app/i18n';

interface RuleValues {
  scope: RuleScope;
  targetId: string;
  targetName: string;
  productId: string;
  minQuantity: number | string;
  compute: RuleCompute;
  /** Decimals as typed, in the list's currency. */
  fixedPrice: number | string;
  /** Percent off as typed (10 = 10 %). */
  discount: number | string;
  surcharge: number | string;
  roundTo: number | string;
  start: string;
  end: string;
}

interface PricelistValues {
  name: string;
  currency: string;
  isDefault: boolean;
  selectable: boolean;
  countryCodes: string[];
  code: string;
  accountEmails: string[];
  sequence: number | string;
  active: boolean;
  rules: RuleValues[];
}

const scopes = (): { value: RuleScope; label: string }[] => [
  { value: 'all', label: t('admin.pricelists.allProducts') },
  { value: 'category', label: t('admin.common.category') },
  { value: 'product', label: t('admin.common.product') },
  { value: 'variant', label: t('admin.common.variant') },
];
const computes = (): { value: RuleCompute; label: string }[] => [
  { value: 'percentage', label: t('admin.common.percentageOff') },
  { value: 'fixed', label: t('admin.pricelists.fixedPrice') },
  { value: 'formula', label: t('admin.pricelists.formula') },
];

const newRule = (): RuleValues => ({
  scope: 'all',
  targetId: '',
  targetName: '',
  productId: '',
  minQuantity: 1,
  compute: 'percentage',
  fixedPrice: 0,
  discount: 10,
  surcharge: 0,
  roundTo: 0,
  start: '',
  end: '',
});

/** Creates or edits a price list: who gets it, its currency, and its rules in one form. */
export function PricelistDialog({
  pricelist,
  currencies,
  onClose,
  onSaved,
}: {
  pricelist: Pricelist | null;
  currencies: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const currency0 = pricelist?.currency ?? currencies[0] ?? 'USD';
  const form = useForm<PricelistValues>({
    initialValues: {
      name: pricelist?.name ?? '',
      currency: currency0,
      isDefault: pricelist?.isDefault ?? false,
      selectable: pricelist?.selectable ?? true,
      countryCodes: pricelist?.countryCodes ?? [],
      code: pricelist?.code ?? '',
      accountEmails: pricelist?.accounts.map((account) => account.email) ?? [],
      sequence: pricelist?.sequence ?? 10,
      active: pricelist?.active ?? true,
      rules: (pricelist?.rules ?? []).map((rule) => ({
        scope: rule.scope,
        targetId: rule.targetId ? String(rule.targetId) : '',
        targetName: rule.targetName,
        productId: '',
        minQuantity: rule.minQuantity,
        compute: rule.compute,
        fixedPrice: toDecimal(rule.fixedPrice, currency0),
        discount: rule.discount / 100,
        surcharge: toDecimal(rule.surcharge, currency0),
        roundTo: toDecimal(rule.roundTo, currency0),
        start: toLocalInput(rule.start),
        end: toLocalInput(rule.end),
      })),
    },
  });
  const { saving, saveRecord } = useRecordSave(form, { onSaved, onClose });
  const submit = form.onSubmit(async (values) => {
    const money = (value: number | string) => toMinor(value, values.currency);
    const input: PricelistInput = {
      ...values,
      sequence: Number(values.sequence) || 0,
      rules: values.rules.map((rule): RuleInput => ({
        scope: rule.scope,
        targetId: rule.scope === 'all' || !rule.targetId ? null : Number(rule.targetId),
        minQuantity: Number(rule.minQuantity) || 1,
        compute: rule.compute,
        fixedPrice: money(rule.fixedPrice),
        discount: Math.round(Number(rule.discount || 0) * 100),
        surcharge: money(rule.surcharge),
        roundTo: money(rule.roundTo),
        start: fromLocalInput(rule.start),
        end: fromLocalInput(rule.end),
      })),
    };
    await saveRecord(input.name, () =>
      pricelist
        ? api.call(calls.update, { params: { id: pricelist.id }, body: input })
        : api.call(calls.create, { body: input }),
    );
  });

  return (
    <FormDialog
      onClose={onClose}
      title={pricelist ? t('admin.common.editX', pricelist.name) : t('admin.pricelists.newPriceList')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
      size="xl"
    >
      <Group grow align="flex-start">
        <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
        <Select label={t('admin.common.currency')} data={currencies} {...form.getInputProps('currency')} />
        <NumberInput
          label={t('admin.pricelists.order')}
          description={t('admin.pricelists.lowerComesFirst')}
          min={0}
          {...form.getInputProps('sequence')}
        />
      </Group>
      <Group>
        <Switch
          label={t('admin.pricelists.defaultPriceList')}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        <Switch
          label={t('admin.pricelists.offeredSwitcher')}
          {...form.getInputProps('selectable', { type: 'checkbox' })}
        />
        <Switch label={t('admin.common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
      </Group>
      <TagsInput
        label={t('admin.common.countries')}
        description={t('admin.pricelists.visitorsTheseCountriesTwoLetterCodes')}
        {...form.getInputProps('countryCodes')}
        onChange={(codes) =>
          form.setFieldValue(
            'countryCodes',
            codes.map((code) => code.trim().toUpperCase()),
          )
        }
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('admin.pricelists.promoCode')}
          description={t('admin.pricelists.typedCartsCodeFieldGivesPriceList')}
          {...form.getInputProps('code')}
        />
        <TagsInput
          label={t('admin.pricelists.customerAccounts')}
          description={t('admin.pricelists.eMailsAccountsAlwaysGetB2bPrices')}
          {...form.getInputProps('accountEmails')}
        />
      </Group>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('admin.pricelists.rules')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin.pricelists.mostSpecificRuleWinsVariantProduct')}
        </Text>
        {form.values.rules.map((rule, index) => (
          <Paper key={index} withBorder p="xs" data-rule={index}>
            <Group gap="xs" align="flex-start">
              <Select
                aria-label={t('admin.pricelists.applies')}
                data={scopes()}
                w={140}
                {...form.getInputProps(`rules.${index}.scope`)}
              />
              <RuleTarget
                scope={rule.scope}
                value={rule.targetId}
                savedName={rule.targetName}
                productId={rule.productId}
                onProductChange={(id) => form.setFieldValue(`rules.${index}.productId`, id)}
                onChange={(id) => form.setFieldValue(`rules.${index}.targetId`, id)}
                error={form.errors[`rules.${index}.targetId`] as string | undefined}
              />
              <NumberInput
                aria-label={t('admin.pricelists.minimumQuantity')}
                label={t('admin.pricelists.from')}
                min={1}
                w={90}
                {...form.getInputProps(`rules.${index}.minQuantity`)}
              />
              <Select
                aria-label={t('admin.common.price')}
                data={computes()}
                w={150}
                {...form.getInputProps(`rules.${index}.compute`)}
              />
              {rule.compute === 'fixed' ? (
                <NumberInput
                  aria-label={t('admin.pricelists.fixedPrice')}
                  label={t('admin.common.price')}
                  min={0}
                  decimalScale={3}
                  w={110}
                  {...form.getInputProps(`rules.${index}.fixedPrice`)}
                />
              ) : (
                <NumberInput
                  aria-label={t('admin.common.percentageOff')}
                  label={t('admin.pricelists.off')}
                  min={-100}
                  max={100}
                  decimalScale={2}
                  w={90}
                  {...form.getInputProps(`rules.${index}.discount`)}
                />
              )}
              {rule.compute === 'formula' ? (
                <>
                  <NumberInput
                    aria-label={t('admin.pricelists.surcharge')}
                    label={t('admin.pricelists.thenAdd')}
                    decimalScale={3}
                    w={100}
                    {...form.getInputProps(`rules.${index}.surcharge`)}
                  />
                  <NumberInput
                    aria-label={t('admin.pricelists.round')}
                    label={t('admin.pricelists.round')}
                    min={0}
                    decimalScale={3}
                    w={100}
                    {...form.getInputProps(`rules.${index}.roundTo`)}
                  />
                </>
              ) : null}
              <TextInput
                aria-label={t('admin.pricelists.starts')}
                label={t('admin.pricelists.starts')}
                type="datetime-local"
                w={190}
                {...form.getInputProps(`rules.${index}.start`)}
              />
              <TextInput
                aria-label={t('admin.pricelists.ends')}
                label={t('admin.pricelists.ends')}
                type="datetime-local"
                w={190}
                {...form.getInputProps(`rules.${index}.end`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('admin.pricelists.removeRule')}
                mt="xl"
                onClick={() => form.removeListItem('rules', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('rules', newRule())}
        >
          {t('admin.pricelists.addRule')}
        </Button>
        {form.errors.rules ? (
          <Text size="xs" c="red">
            {form.errors.rules}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
