import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { auditAdminRoutes } from './audit.admin.routes';
import { AuditEntries } from './audit-entries.service';

/**
 * The audit log's back-office screen (issue 16): administrators list staff changes with filters and
 * export them as CSV. The log itself is core's (core/audit): every feature's changes are written there.
 */
function createAuditModule(platform: Platform): FeatureModule {
  const entries = new AuditEntries();
  return {
    name: 'audit',
    adminRoutes(router) {
      auditAdminRoutes(router, { kit: platform.kit, entries });
    },
  };
}

export const auditFeature = defineFeature({ name: 'audit', create: createAuditModule });
