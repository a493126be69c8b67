import type { AdminFeature } from '../../../app/feature';

export const profileScreens: AdminFeature = {
  name: 'account',
  screens: [{ path: 'profile', load: () => import('./profile.page') }],
};
