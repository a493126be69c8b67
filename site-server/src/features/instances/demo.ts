import { In, type EntityManager } from 'typeorm';
import type { DemoData } from '../../core/demo';
import { User } from '../accounts';
import { HostedInstance, HostedInstanceRename } from './hosted-instance.entity';

export const DEMO_INSTANCE = 'saas.instance';

/** The portal customer's hosted database, if the demo accounts are seeded. Marked as demo data. */
export async function seedInstancesDemo(em: EntityManager, demo: DemoData): Promise<void> {
  const portal = await em.getRepository(User).findOneBy({ email: 'portal@example.com' });
  if (!portal) return;
  const instance = await em.getRepository(HostedInstance).save({
    name: 'Acme production',
    domain: 'acme.vitrine-hosting.com',
    databaseName: 'acme.vitrine-hosting.com',
    clientId: '5f0c2a8e-3d4b-4c7e-9a61-2b8f7d9e1c30',
    plan: 'Business',
    state: 'running',
    userId: portal.id,
  });
  await demo.mark(em, DEMO_INSTANCE, instance.id);
}

/** Removes demo instances with the renames asked of them. */
export async function removeDemoInstances(em: EntityManager, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await em.getRepository(HostedInstanceRename).delete({ instanceId: In([...ids]) });
  await em.getRepository(HostedInstance).delete({ id: In([...ids]) });
}
