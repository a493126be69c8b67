import type { AdminFeature } from '../../app/feature';

export const openFeature: AdminFeature = {
  name: 'open',
  screens: [{ path: 'open', load: () => import('./open.page') }],
};
