import {
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { LangCode, Settings, SettingsInput } from '@shared/api/admin';
import { api } from '../../../app/api';
import { useAuth } from '../../../app/auth';
import { notifySaved } from '../../../app/form-feedback';
import { languageNames, languageOptions } from '../../../app/labels';
import { ErrorState, LoadingState, PageHeader } from '../../../app/ui';
import { useApiData } from '../../../app/use-api-data';
import { DemoDataCard } from '../../demo';
import { WishlistSettingsCard } from '../../wishlists';
import { RecoverySettingsCard } from '../../cart-recovery';
import { ReviewSettingsCard } from '../../reviews';
import { RetentionSettingsCard } from '../../retention';
import { CompaniesCard } from '../companies/companies-card';
import { LogoCard } from './logo-card';
import { useSave } from '../../../app/use-save';
import { t } from '../../../app/i18n';

function toInput(settings: Settings): SettingsInput {
  const { id: _id, logoUrl: _logoUrl, ...input } = settings;
  return input;
}

function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: (settings: Settings) => void }) {
  const { refresh } = useAuth();
  const form = useForm<SettingsInput>({
    initialValues: toInput(settings),
    validate: {
      languages: (value) => (value.length ? null : t('admin.accounts.chooseLeastOneLanguage')),
      defaultLang: (value, values) =>
        values.languages.includes(value) ? null : t('admin.accounts.defaultLanguageMustOneActive'),
    },
  });
  const { saving, save } = useSave(form);

  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const saved = await api.call(calls.updateSettings, { body: values });
      onSaved(saved);
      form.setValues(toInput(saved));
      form.resetDirty(toInput(saved));
      notifySaved(t('admin.accounts.settingsSaved'));
      // The company's name and languages appear in the session (company switch, profile languages).
      await refresh();
    });
  });

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>{t('admin.common.company')}</Title>
          <TextInput label={t('admin.accounts.companyName')} required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.common.eMail')} type="email" {...form.getInputProps('email')} />
            <TextInput label={t('admin.common.phone')} type="tel" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <TextInput label={t('admin.accounts.street')} {...form.getInputProps('street')} />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t('admin.accounts.zip')} {...form.getInputProps('zip')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput label={t('admin.accounts.city')} {...form.getInputProps('city')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput
                label={t('admin.accounts.countryCode')}
                description={t('admin.accounts.twoLettersSuchUs')}
                maxLength={2}
                {...form.getInputProps('countryCode')}
              />
            </Grid.Col>
          </Grid>
          <TextInput
            label={t('admin.common.currency')}
            description={t('admin.accounts.threeLetterIso4217CodeSuchUsdEur')}
            maxLength={3}
            w={240}
            required
            {...form.getInputProps('currency')}
          />

          <Title order={4} mt="md">
            {t('admin.accounts.languages')}
          </Title>
          <Checkbox.Group
            label={t('admin.accounts.activeLanguages')}
            required
            {...form.getInputProps('languages')}
          >
            <Group mt="xs">
              {languageOptions.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <Select
            label={t('admin.accounts.defaultLanguage')}
            w={240}
            allowDeselect={false}
            data={form.values.languages.map((code: LangCode) => ({
              value: code,
              label: languageNames[code],
            }))}
            {...form.getInputProps('defaultLang')}
          />
          <Select
            label={t('admin.accounts.siteHeader')}
            description={t('admin.accounts.marketingSitesHeaderSticksSooner')}
            w={420}
            allowDeselect={false}
            data={[
              { value: 'shop', label: t('admin.accounts.shopSticksAfter300PxScroll') },
              { value: 'marketing', label: t('admin.accounts.marketingSiteSticksAfter120PxMenu') },
            ]}
            {...form.getInputProps('headerStyle')}
          />
          <Group>
            <Button type="submit" loading={saving}>
              {t('admin.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export default function SettingsPage() {
  const { data, error, loading, reload, setData } = useApiData(calls.settings);
  return (
    <>
      <PageHeader title={t('admin.accounts.settings')} />
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? (
        <Grid maw={1200}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SettingsForm settings={data} onSaved={setData} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack>
              <LogoCard settings={data} onSaved={setData} />
              <CompaniesCard />
              <RecoverySettingsCard />
              <WishlistSettingsCard />
              <ReviewSettingsCard />
              <RetentionSettingsCard />
              <DemoDataCard />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </>
  );
}
