import { instancesAdminCalls as calls } from '../../../../shared/instances/admin-calls';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { HostedInstance, HostedInstanceRename } from './hosted-instance.entity';
import { InstanceService } from './instance.service';
import { instancesRoutes } from './instances.routes';
import { DEMO_INSTANCE, removeDemoInstances, seedInstancesDemo } from './demo';

export { HostedInstance, HostedInstanceRename };

/**
 * Hosted instances (the SaaS portal of issue 14, item 9): databases the business hosts for its
 * customers, listed in their portal and renamed there (GET /saas_portal/rename_client).
 */
function createInstancesModule(platform: Platform): FeatureModule {
  const instances = new InstanceService();
  platform.portal.register({
    key: 'instances',
    title: 'portal.instances.title',
    path: '/my/instances',
    order: 60,
    count: (em, userId) => instances.count(em, userId),
  });
  platform.demo.removes(DEMO_INSTANCE, removeDemoInstances);
  return {
    name: 'instances',
    siteRoutes: (router) => instancesRoutes(router, { platform, instances }),
    adminRoutes(router) {
      const { kit } = platform;
      kit.api(router, calls.list, 'sales', (ctx) => instances.list(ctx.em));
      kit.api(router, calls.create, 'shop_manager', (ctx, { body }) => instances.create(ctx.em, body));
    },
    siteContext(req) {
      const userId = req.vitrine.user?.id ?? null;
      return {
        myInstances: async () =>
          userId === null ? null : instances.mine(platform.dataSource.manager, userId),
      };
    },
    seedDemo: (em) => seedInstancesDemo(em, platform.demo),
  };
}

export const instancesFeature = defineFeature({
  name: 'instances',
  entities: [HostedInstance, HostedInstanceRename],
  create: createInstancesModule,
});
