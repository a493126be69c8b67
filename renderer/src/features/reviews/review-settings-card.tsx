import { NumberInput, SegmentedControl, Switch, Text } from '@mantine/core';
import { reviewsAdminCalls as calls } from '@shared/reviews/admin-calls';
import type { ReviewSettings } from '@shared/reviews/contract';
import { api } from '../../app/api';
import { t } from '../../app/i18n';
import { SettingsCard } from '../../app/settings-card';

/** Settings → Reviews: publish at once or hold for approval; the review-request mail and its delay. */
export function ReviewSettingsCard() {
  return (
    <SettingsCard
      title={t('admin.reviews.settings')}
      marker="review-settings"
      read={calls.settings}
      write={(values: ReviewSettings) => api.call(calls.updateSettings, { body: values })}
      savedMessage={t('admin.reviews.settingsSaved')}
      saveLabel={t('admin.reviews.saveSettings')}
    >
      {(form) => (
        <>
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
        </>
      )}
    </SettingsCard>
  );
}
