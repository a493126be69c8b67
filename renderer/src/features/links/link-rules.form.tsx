import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { linksAdminCalls } from '@shared/links/admin-calls';
import {
  MAX_SPLIT_DESTINATIONS,
  targetDevices,
  type LinkRules,
  type LinkRulesInput,
  type TargetDevice,
} from '@shared/links/rules';
import type { ReactNode } from 'react';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { t } from '../../app/i18n';
import { useSave } from '../../app/use-save';

/** The form's values: codes typed as comma-separated text, times as the browser's local date-time. */
interface RulesFormValues {
  startsAt: string;
  expiresAt: string;
  maxClicks: number | string;
  fallbackUrl: string;
  password: string;
  removePassword: boolean;
  targeting: {
    device: Array<{ device: TargetDevice; url: string }>;
    country: Array<{ countries: string; url: string }>;
    language: Array<{ languages: string; url: string }>;
    split: Array<{ url: string; weight: number | string }>;
  };
}

/** An ISO time as a datetime-local input shows it (the browser's zone), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const codes = (text: string) =>
  text
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

function valuesOf(rules: LinkRules): RulesFormValues {
  const { targeting } = rules;
  return {
    startsAt: toLocalInput(rules.startsAt),
    expiresAt: toLocalInput(rules.expiresAt),
    maxClicks: rules.maxClicks ?? '',
    fallbackUrl: rules.fallbackUrl ?? '',
    password: '',
    removePassword: false,
    targeting: {
      device: targeting.device,
      country: targeting.country.map((rule) => ({ countries: rule.countries.join(', '), url: rule.url })),
      language: targeting.language.map((rule) => ({ languages: rule.languages.join(', '), url: rule.url })),
      split: targeting.split,
    },
  };
}

function inputOf(values: RulesFormValues): LinkRulesInput {
  const { targeting } = values;
  return {
    startsAt: fromLocalInput(values.startsAt),
    expiresAt: fromLocalInput(values.expiresAt),
    maxClicks: values.maxClicks === '' ? null : Number(values.maxClicks),
    fallbackUrl: values.fallbackUrl.trim() || null,
    password: values.password === '' ? null : values.password,
    removePassword: values.removePassword,
    targeting: {
      device: targeting.device,
      country: targeting.country.map((rule) => ({ countries: codes(rule.countries), url: rule.url })),
      language: targeting.language.map((rule) => ({ languages: codes(rule.languages), url: rule.url })),
      split: targeting.split.map((destination) => ({
        url: destination.url,
        weight: Number(destination.weight),
      })),
    },
  };
}

function Section({
  name,
  title,
  help,
  error,
  children,
}: {
  name: string;
  title: string;
  help?: string;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" data-rule-section={name}>
      <Title order={5}>{title}</Title>
      {help ? (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      ) : null}
      {children}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

type Form = UseFormReturnType<RulesFormValues>;
type ListPath = 'targeting.device' | 'targeting.country' | 'targeting.language' | 'targeting.split';

/** A rule's row: its own fields, the destination, and a remove button. */
function RuleRow({
  form,
  path,
  index,
  children,
}: {
  form: Form;
  path: ListPath;
  index: number;
  children: ReactNode;
}) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-rule-row={path}>
      {children}
      <TextInput
        label={t('admin.links.rules.destination')}
        placeholder="https://"
        style={{ flex: 2 }}
        {...form.getInputProps(`${path}.${index}.url`)}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        mt={26}
        aria-label={t('admin.links.rules.remove')}
        onClick={() => form.removeListItem(path, index)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={onClick}
        disabled={disabled}
      >
        {label}
      </Button>
    </div>
  );
}

/**
 * The link's rules (issue 32): lifetime, password, targeting by device, country and language, and
 * the split. The server checks them (shared/links/rules.ts) and words its refusals under the fields.
 */
export function LinkRulesForm({
  linkId,
  rules,
  onSaved,
}: {
  linkId: number;
  rules: LinkRules;
  onSaved: (rules: LinkRules) => void;
}) {
  const form = useForm<RulesFormValues>({ initialValues: valuesOf(rules) });
  const { saving, save } = useSave(form);
  const { targeting } = form.values;
  const submit = form.onSubmit((values) =>
    save(async () => {
      const saved = await api.call(linksAdminCalls.updateRules, {
        params: { id: linkId },
        body: inputOf(values),
      });
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      onSaved(saved);
      notifySaved(t('admin.links.rules.saved'));
    }),
  );
  const deviceOptions = targetDevices.map((device) => ({
    value: device,
    label: t(`admin.links.rules.device.${device}`),
  }));

  return (
    <Paper withBorder p="lg" data-link-rules>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <div>
            <Title order={4}>{t('admin.links.rules.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('admin.links.rules.order')}
            </Text>
          </div>
          <Section name="lifetime" title={t('admin.links.rules.lifetime')}>
            <Group grow align="flex-start">
              <TextInput
                type="datetime-local"
                label={t('admin.links.rules.startsAt')}
                {...form.getInputProps('startsAt')}
              />
              <TextInput
                type="datetime-local"
                label={t('admin.links.rules.expiresAt')}
                {...form.getInputProps('expiresAt')}
              />
              <NumberInput
                label={t('admin.links.rules.maxClicks')}
                description={t('admin.links.rules.maxClicksHelp')}
                min={1}
                allowDecimal={false}
                {...form.getInputProps('maxClicks')}
              />
            </Group>
            <TextInput
              label={t('admin.links.rules.fallbackUrl')}
              description={t('admin.links.rules.fallbackHelp')}
              placeholder="https://"
              {...form.getInputProps('fallbackUrl')}
            />
          </Section>
          <Section
            name="password"
            title={t('admin.links.rules.password')}
            help={
              rules.hasPassword ? t('admin.links.rules.passwordSet') : t('admin.links.rules.passwordNone')
            }
          >
            <Group align="flex-end">
              <PasswordInput
                label={t('admin.links.rules.newPassword')}
                autoComplete="new-password"
                style={{ flex: 1, maxWidth: 320 }}
                {...form.getInputProps('password')}
              />
              {rules.hasPassword ? (
                <Checkbox
                  label={t('admin.links.rules.removePassword')}
                  mb={8}
                  {...form.getInputProps('removePassword', { type: 'checkbox' })}
                />
              ) : null}
            </Group>
          </Section>
          <Section
            name="device"
            title={t('admin.links.rules.devices')}
            error={form.errors['targeting.device']}
          >
            {targeting.device.map((_, index) => (
              <RuleRow key={index} form={form} path="targeting.device" index={index}>
                <Select
                  label={t('admin.links.rules.device')}
                  data={deviceOptions}
                  allowDeselect={false}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`targeting.device.${index}.device`)}
                />
              </RuleRow>
            ))}
            <AddButton
              label={t('admin.links.rules.addRule')}
              disabled={targeting.device.length >= targetDevices.length}
              onClick={() => form.insertListItem('targeting.device', { device: 'ios', url: '' })}
            />
          </Section>
          <Section
            name="country"
            title={t('admin.links.rules.countries')}
            error={form.errors['targeting.country']}
          >
            {targeting.country.map((_, index) => (
              <RuleRow key={index} form={form} path="targeting.country" index={index}>
                <TextInput
                  label={t('admin.links.rules.countriesLabel')}
                  description={t('admin.links.rules.countriesHelp')}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`targeting.country.${index}.countries`)}
                />
              </RuleRow>
            ))}
            <AddButton
              label={t('admin.links.rules.addRule')}
              onClick={() => form.insertListItem('targeting.country', { countries: '', url: '' })}
            />
          </Section>
          <Section
            name="language"
            title={t('admin.links.rules.languages')}
            error={form.errors['targeting.language']}
          >
            {targeting.language.map((_, index) => (
              <RuleRow key={index} form={form} path="targeting.language" index={index}>
                <TextInput
                  label={t('admin.links.rules.languagesLabel')}
                  description={t('admin.links.rules.languagesHelp')}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`targeting.language.${index}.languages`)}
                />
              </RuleRow>
            ))}
            <AddButton
              label={t('admin.links.rules.addRule')}
              onClick={() => form.insertListItem('targeting.language', { languages: '', url: '' })}
            />
          </Section>
          <Section
            name="split"
            title={t('admin.links.rules.split')}
            help={t('admin.links.rules.splitHelp')}
            error={form.errors['targeting.split']}
          >
            {targeting.split.map((_, index) => (
              <RuleRow key={index} form={form} path="targeting.split" index={index}>
                <NumberInput
                  label={`${t('admin.links.rules.weight')} ${'ABCD'[index]}`}
                  min={1}
                  max={100}
                  allowDecimal={false}
                  w={110}
                  {...form.getInputProps(`targeting.split.${index}.weight`)}
                />
              </RuleRow>
            ))}
            <AddButton
              label={t('admin.links.rules.addDestination')}
              disabled={targeting.split.length >= MAX_SPLIT_DESTINATIONS}
              onClick={() => form.insertListItem('targeting.split', { url: '', weight: '' })}
            />
          </Section>
          <div>
            <Button type="submit" loading={saving}>
              {t('admin.links.rules.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
