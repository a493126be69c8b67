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
import { CompaniesCard } from '../companies/companies-card';
import { LogoCard } from './logo-card';
import { useSave } from '../../../app/use-save';

function toInput(settings: Settings): SettingsInput {
  const { id: _id, logoUrl: _logoUrl, ...input } = settings;
  return input;
}

function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: (settings: Settings) => void }) {
  const { refresh } = useAuth();
  const form = useForm<SettingsInput>({
    initialValues: toInput(settings),
    validate: {
      languages: (value) => (value.length ? null : 'Choose at least one language.'),
      defaultLang: (value, values) =>
        values.languages.includes(value) ? null : 'The default language must be one of the active languages.',
    },
  });
  const { saving, save } = useSave(form);

  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const saved = await api.call(calls.updateSettings, { body: values });
      onSaved(saved);
      form.setValues(toInput(saved));
      form.resetDirty(toInput(saved));
      notifySaved('The settings are saved.');
      // The company's name and languages appear in the session (company switch, profile languages).
      await refresh();
    });
  });

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>Company</Title>
          <TextInput label="Company name" required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <TextInput label="Street" {...form.getInputProps('street')} />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="ZIP" {...form.getInputProps('zip')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput label="City" {...form.getInputProps('city')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput
                label="Country code"
                description="Two letters, such as US"
                maxLength={2}
                {...form.getInputProps('countryCode')}
              />
            </Grid.Col>
          </Grid>
          <TextInput
            label="Currency"
            description="Three-letter ISO 4217 code, such as USD or EUR"
            maxLength={3}
            w={240}
            required
            {...form.getInputProps('currency')}
          />

          <Title order={4} mt="md">
            Languages
          </Title>
          <Checkbox.Group label="Active languages" required {...form.getInputProps('languages')}>
            <Group mt="xs">
              {languageOptions.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <Select
            label="Default language"
            w={240}
            allowDeselect={false}
            data={form.values.languages.map((code: LangCode) => ({
              value: code,
              label: languageNames[code],
            }))}
            {...form.getInputProps('defaultLang')}
          />
          <Select
            label="Site header"
            description="The marketing site's header sticks sooner and folds its menu on narrower screens."
            w={420}
            allowDeselect={false}
            data={[
              { value: 'shop', label: 'Shop: sticks after 300 px of scroll' },
              { value: 'marketing', label: 'Marketing site: sticks after 120 px, menu folds at 1199 px' },
            ]}
            {...form.getInputProps('headerStyle')}
          />
          <Group>
            <Button type="submit" loading={saving}>
              Save
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
      <PageHeader title="Settings" />
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
              <DemoDataCard />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </>
  );
}
