import type { EntityManager } from 'typeorm';
import { instancesAdminCalls as calls } from '../../../../shared/instances/admin-calls';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { User } from '../accounts';
import { HostedInstance, HostedInstanceRename } from './hosted-instance.entity';
import { InstanceService } from './instance.service';
import { instancesRoutes } from './instances.routes';

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
    async seedDemo(em: EntityManager) {
      // The portal customer's hosted database, if the demo accounts are seeded.
      const portal = await em.getRepository(User).findOneBy({ email: 'portal@example.com' });
      if (!portal) return;
      await em.getRepository(HostedInstance).save({
        name: 'Acme production',
        domain: 'acme.vitrine-hosting.com',
        databaseName: 'acme.vitrine-hosting.com',
        clientId: '5f0c2a8e-3d4b-4c7e-9a61-2b8f7d9e1c30',
        plan: 'Business',
        state: 'running',
        userId: portal.id,
      });
    },
  };
}

export const instancesFeature = defineFeature({
  name: 'instances',
  entities: [HostedInstance, HostedInstanceRename],
  create: createInstancesModule,
});
