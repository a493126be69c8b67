import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { reviewsAdminCalls as calls } from '@shared/reviews/admin-calls';
import type { ReviewSettings } from '@shared/reviews/contract';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { t } from '../../app/i18n';
import { ErrorState, LoadingState } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';

/** Settings → Reviews: publish at once or hold for approval; the review-request mail and its delay. */
export function ReviewSettingsCard() {
  const { data, error, loading, reload } = useApiData(calls.settings);
  return (
    <Paper withBorder p="lg" data-review-settings>
      <Title order={4} mb="sm">
        {t('admin.reviews.settings')}
      </Title>
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? <SettingsForm settings={data} /> : null}
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: ReviewSettings }) {
  const form = useForm<ReviewSettings>({ initialValues: settings });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit(async (values) => {
    await save(async () => {
      const saved = await api.call(calls.updateSettings, { body: values });
      form.setValues(saved);
      form.resetDirty(saved);
      notifySaved(t('admin.reviews.settingsSaved'));
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" fw={500} id="review-moderation-label">
          {t('admin.reviews.moderation')}
        </Text>
        <SegmentedControl
          aria-labelledby="review-moderation-label"
          data={[
            { value: 'publish', label: t('admin.reviews.moderation.publish') },
            { value: 'hold', label: t('admin.reviews.moderation.hold') },
          ]}
          {...form.getInputProps('moderation')}
        />
        <Text size="sm" c="dimmed">
          {t('admin.reviews.moderationHint')}
        </Text>
        <Switch
          label={t('admin.reviews.requestEnabled')}
          {...form.getInputProps('requestEnabled', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('admin.reviews.requestDelayDays')}
          min={1}
          max={90}
          allowDecimal={false}
          disabled={!form.values.requestEnabled}
          {...form.getInputProps('requestDelayDays')}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {t('admin.reviews.saveSettings')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
