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
import { notifySaved } from '../../app/form-feedback';
import { useSave } from '../../app/use-save';
import { fromLocalInput, toDecimal, toLocalInput, toMinor } from './money-fields';
import { RuleTarget } from './rule-target';

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

const scopes: { value: RuleScope; label: string }[] = [
  { value: 'all', label: 'All products' },
  { value: 'category', label: 'Category' },
  { value: 'product', label: 'Product' },
  { value: 'variant', label: 'Variant' },
];
const computes: { value: RuleCompute; label: string }[] = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed price' },
  { value: 'formula', label: 'Formula' },
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
  const { saving, save } = useSave(form);
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
    await save(async () => {
      if (pricelist) await api.call(calls.update, { params: { id: pricelist.id }, body: input });
      else await api.call(calls.create, { body: input });
      notifySaved(`${input.name} is saved.`);
      onSaved();
      onClose();
    });
  });

  return (
    <FormDialog
      onClose={onClose}
      title={pricelist ? `Edit ${pricelist.name}` : 'New price list'}
      onSubmit={submit}
      saving={saving}
      submitLabel="Save"
      size="xl"
    >
      <Group grow align="flex-start">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Select label="Currency" data={currencies} {...form.getInputProps('currency')} />
        <NumberInput
          label="Order"
          description="Lower comes first"
          min={0}
          {...form.getInputProps('sequence')}
        />
      </Group>
      <Group>
        <Switch label="Default price list" {...form.getInputProps('isDefault', { type: 'checkbox' })} />
        <Switch label="Offered in the switcher" {...form.getInputProps('selectable', { type: 'checkbox' })} />
        <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
      </Group>
      <TagsInput
        label="Countries"
        description="Visitors from these countries (two-letter codes: FR, GB) get it unless they chose another."
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
          label="Promo code"
          description="Typed in the cart's code field, it gives this price list."
          {...form.getInputProps('code')}
        />
        <TagsInput
          label="Customer accounts"
          description="E-mails of accounts that always get it (B2B prices)."
          {...form.getInputProps('accountEmails')}
        />
      </Group>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Rules
        </Text>
        <Text size="xs" c="dimmed">
          The most specific rule wins (variant, product, category, all); among those alike, the highest
          minimum quantity the cart reaches. Without a rule the sales price applies, converted.
        </Text>
        {form.values.rules.map((rule, index) => (
          <Paper key={index} withBorder p="xs" data-rule={index}>
            <Group gap="xs" align="flex-start">
              <Select
                aria-label="Applies to"
                data={scopes}
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
                aria-label="Minimum quantity"
                label="From"
                min={1}
                w={90}
                {...form.getInputProps(`rules.${index}.minQuantity`)}
              />
              <Select
                aria-label="Price"
                data={computes}
                w={150}
                {...form.getInputProps(`rules.${index}.compute`)}
              />
              {rule.compute === 'fixed' ? (
                <NumberInput
                  aria-label="Fixed price"
                  label="Price"
                  min={0}
                  decimalScale={3}
                  w={110}
                  {...form.getInputProps(`rules.${index}.fixedPrice`)}
                />
              ) : (
                <NumberInput
                  aria-label="Percentage off"
                  label="% off"
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
                    aria-label="Surcharge"
                    label="Then add"
                    decimalScale={3}
                    w={100}
                    {...form.getInputProps(`rules.${index}.surcharge`)}
                  />
                  <NumberInput
                    aria-label="Round to"
                    label="Round to"
                    min={0}
                    decimalScale={3}
                    w={100}
                    {...form.getInputProps(`rules.${index}.roundTo`)}
                  />
                </>
              ) : null}
              <TextInput
                aria-label="Starts"
                label="Starts"
                type="datetime-local"
                w={190}
                {...form.getInputProps(`rules.${index}.start`)}
              />
              <TextInput
                aria-label="Ends"
                label="Ends"
                type="datetime-local"
                w={190}
                {...form.getInputProps(`rules.${index}.end`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Remove this rule"
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
          Add a rule
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
