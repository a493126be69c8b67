import { DEMO_AUDIT_MODEL } from '../../../../shared/demo/contract';
import { demoAdminCalls as calls } from '../../../../shared/demo/admin-calls';
import { DemoRecord } from '../../core/demo';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';

/**
 * Settings → Demo data (issue 26, item 13): what is left of the demo data and its removal, for
 * administrators. The marks and the removal are core's (core/demo); each feature removes its own
 * records. One transaction: all of it goes, or none; one audit entry says what went.
 */
function createDemoModule(platform: Platform): FeatureModule {
  // The marks themselves are not worth logging: the removal's own entry says what went.
  platform.audit.ignore(DemoRecord);
  return {
    name: 'demo',
    adminRoutes(router) {
      const { kit } = platform;
      kit.api(router, calls.overview, 'admin', async (ctx) => ({
        counts: await platform.demo.counts(ctx.em),
      }));
      kit.api(router, calls.remove, 'admin', async (ctx) => {
        const removed = await platform.demo.removeAll(ctx.em);
        if (removed.length)
          await platform.audit.record(ctx.em, {
            action: 'delete',
            model: DEMO_AUDIT_MODEL,
            recordName: 'Demo data',
            changes: removed.map(({ model, count }) => ({ field: model, before: String(count), after: '0' })),
          });
        return { removed };
      });
    },
  };
}

export const demoFeature = defineFeature({ name: 'demo', create: createDemoModule });
