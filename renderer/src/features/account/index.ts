import type { AdminFeature } from '../../app/feature';

export const accountFeature: AdminFeature = {
  name: 'account',
  screens: [{ path: 'profile', load: () => import('./profile.page') }],
};
