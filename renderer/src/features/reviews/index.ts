import { IconStar } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

/** Settings → Reviews: its card, shown on the Settings screen. */
export { ReviewSettingsCard } from './review-settings-card';

/** Reviews (issue 29, item 8): the moderation queue. */
export const reviewsFeature: AdminFeature = {
  name: 'reviews',
  screens: [{ path: 'reviews', load: () => import('./reviews.page'), role: 'shop_manager' }],
  navigation: [
    {
      path: 'reviews',
      label: 'admin.reviews.title',
      group: 'shop',
      icon: IconStar,
      role: 'shop_manager',
      order: 32.4,
    },
  ],
};
