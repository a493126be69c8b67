import { randomUUID } from 'node:crypto';
import { In, Not, type EntityManager } from 'typeorm';
import {
  checkDomain,
  instanceInputSchema,
  instanceMessages,
  type InstanceInput,
  type InstanceRow,
  type InstanceView,
} from '../../../../shared/instances/contract';
import { AccessError, MissingError, ValidationError } from '../../core/errors';
import { User } from '../accounts';
import { HostedInstance, HostedInstanceRename } from './hosted-instance.entity';

const view = (instance: HostedInstance): InstanceView => ({
  id: instance.id,
  name: instance.name,
  domain: instance.domain,
  clientId: instance.clientId,
  databaseName: instance.databaseName,
  plan: instance.plan,
  state: instance.state,
});

/** Hosted instances: the customer's list, the rename from the portal (kept with its history), staff's list. */
export class InstanceService {
  count(em: EntityManager, userId: number): Promise<number> {
    return em.getRepository(HostedInstance).countBy({ userId });
  }

  async mine(em: EntityManager, userId: number): Promise<InstanceView[]> {
    const instances = await em
      .getRepository(HostedInstance)
      .find({ where: { userId }, order: { name: 'ASC', id: 'ASC' } });
    return instances.map(view);
  }

  /**
   * GET /saas_portal/rename_client: `dbname` becomes the domain (and database name) of the instance of
   * `clientId`, if the signed-in `userId` owns it, the name passes SPEC §5's checks and nobody else has
   * it. The rename is kept with its history in the same transaction.
   */
  async rename(em: EntityManager, userId: number, clientId: string, dbname: string): Promise<InstanceView> {
    const repository = em.getRepository(HostedInstance);
    const instance = await repository.findOneBy({ clientId });
    if (!instance) throw new MissingError(instanceMessages.missing);
    if (instance.userId !== userId) throw new AccessError(instanceMessages.notOwner);
    const checked = checkDomain(dbname);
    if (!checked.ok) throw new ValidationError(checked.message, { dbname: checked.message });
    if (checked.domain === instance.domain)
      throw new ValidationError(instanceMessages.unchanged, { dbname: instanceMessages.unchanged });
    if (await repository.exists({ where: { domain: checked.domain, id: Not(instance.id) } }))
      throw new ValidationError(instanceMessages.taken, { dbname: instanceMessages.taken });
    await em.getRepository(HostedInstanceRename).insert({
      instanceId: instance.id,
      fromDomain: instance.domain,
      toDomain: checked.domain,
      userId,
    });
    // Conditional on the name read above: two renames at once, one wins and the other is refused.
    const result = await repository.update(
      { id: instance.id, domain: instance.domain },
      { domain: checked.domain, databaseName: checked.domain },
    );
    if (result.affected !== 1)
      throw new ValidationError(instanceMessages.taken, { dbname: instanceMessages.taken });
    return view({ ...instance, domain: checked.domain, databaseName: checked.domain } as HostedInstance);
  }

  // ----- Back office ----------------------------------------------------------------------------

  async list(em: EntityManager): Promise<InstanceRow[]> {
    const instances = await em.getRepository(HostedInstance).find({ order: { name: 'ASC', id: 'ASC' } });
    return this.rows(em, instances);
  }

  private async rows(em: EntityManager, instances: HostedInstance[]): Promise<InstanceRow[]> {
    if (instances.length === 0) return [];
    const owners = await em.getRepository(User).find({
      select: { id: true, name: true, email: true },
      where: { id: In([...new Set(instances.map((instance) => instance.userId))]) },
    });
    const renames = await em.getRepository(HostedInstanceRename).find({
      where: { instanceId: In(instances.map((instance) => instance.id)) },
      order: { id: 'ASC' },
    });
    return instances.map((instance) => {
      const owner = owners.find((user) => user.id === instance.userId);
      return {
        ...view(instance),
        owner: { id: instance.userId, name: owner?.name ?? '', email: owner?.email ?? '' },
        renames: renames
          .filter((rename) => rename.instanceId === instance.id)
          .map((rename) => ({
            from: rename.fromDomain,
            to: rename.toDomain,
            at: rename.created.toISOString(),
          })),
      };
    });
  }

  async create(em: EntityManager, raw: InstanceInput): Promise<InstanceRow> {
    const input = instanceInputSchema.parse(raw);
    const owner = await em.getRepository(User).findOneBy({ email: input.ownerEmail });
    if (!owner) {
      const message = `No account has the e-mail ${input.ownerEmail}.`;
      throw new ValidationError(message, { ownerEmail: message });
    }
    const repository = em.getRepository(HostedInstance);
    if (await repository.exists({ where: { domain: input.domain } }))
      throw new ValidationError(instanceMessages.taken, { domain: instanceMessages.taken });
    const saved = await repository.save(
      repository.create({
        name: input.name,
        domain: input.domain,
        databaseName: input.domain,
        clientId: randomUUID(),
        plan: input.plan,
        state: input.state,
        userId: owner.id,
      }),
    );
    return (await this.rows(em, [saved]))[0]!;
  }
}
