import { IconHistory } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';

/** The audit log: staff changes, before → after (administrators only). */
export const auditFeature: AdminFeature = {
  name: 'audit',
  screens: [{ path: 'audit', load: () => import('./audit-log.page'), adminOnly: true }],
  navigation: [
    {
      path: 'audit',
      label: 'admin.audit.navAuditLog',
      group: 'settings',
      icon: IconHistory,
      adminOnly: true,
      order: 94,
    },
  ],
};
