import { Switch, Text } from '@mantine/core';
import { wishlistsAdminCalls as calls } from '@shared/wishlists/admin-calls';
import type { WishlistSettingsView } from '@shared/wishlists/contract';
import { api } from '../../app/api';
import { t } from '../../app/i18n';
import { SettingsCard } from '../../app/settings-card';

/** Settings → Wishlists: whether customers hear of their wishlist's products back in stock or cheaper (off by default). */
export function WishlistSettingsCard() {
  return (
    <SettingsCard
      title={t('admin.wishlists.title')}
      marker="wishlist-settings"
      read={calls.settings}
      write={(values: WishlistSettingsView) => api.call(calls.updateSettings, { body: values })}
      savedMessage={t('admin.wishlists.saved')}
      saveLabel={t('admin.wishlists.save')}
    >
      {(form) => (
        <>
          <Switch
            label={t('admin.wishlists.notifyOwners')}
            {...form.getInputProps('notifyOwners', { type: 'checkbox' })}
          />
          <Text size="sm" c="dimmed">
            {t('admin.wishlists.notifyOwnersHint')}
          </Text>
        </>
      )}
    </SettingsCard>
  );
}
