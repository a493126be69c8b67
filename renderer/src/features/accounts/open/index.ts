import type { AdminFeature } from '../../../app/feature';

export const openScreens: AdminFeature = {
  name: 'open',
  screens: [{ path: 'open', load: () => import('./open.page') }],
};
