import { In, type EntityManager } from 'typeorm';
import { DemoRecord } from './demo-record.entity';

/**
 * Removes a feature's demo records of one model (their ids, maybe none), from its own tables, with what
 * of its own depends on demo records (a staff's refund of a demo order goes with the order).
 */
export type DemoRemover = (em: EntityManager, ids: readonly number[]) => Promise<void>;

/** How many demo records of a model there are (or were removed). */
export interface DemoCount {
  model: string;
  count: number;
}

/** Rows per insert or delete: well under SQLite's 999 parameters. */
const CHUNK = 400;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * The demo data's marks: features mark what they seed (`mark`, in the first-start transaction) and
 * declare how they remove their records of each model (`removes`, when created). `removeAll` takes
 * every marked record away, the models declared last first: a feature's records go before those of
 * the features it needs (the manifest's order), so an invoice goes before its order, an order before
 * its customer. What staff made is never marked, so never removed.
 */
export class DemoData {
  private readonly removers: Array<{ model: string; remove: DemoRemover }> = [];

  /** Declares how the demo records of `model` are removed (one remover per model). */
  removes(model: string, remove: DemoRemover): void {
    if (this.removers.some((remover) => remover.model === model))
      throw new Error(`Demo records of ${model} already have a remover.`);
    this.removers.push({ model, remove });
  }

  /** Marks records as demo data, in the caller's transaction. */
  async mark(em: EntityManager, model: string, ids: number | readonly number[]): Promise<void> {
    const list = typeof ids === 'number' ? [ids] : ids;
    for (const part of chunks(list))
      await em
        .createQueryBuilder()
        .insert()
        .into(DemoRecord)
        .values(part.map((recordId) => ({ model, recordId })))
        .orIgnore()
        .execute();
  }

  /** The ids of the demo records of `model` (none once removed). */
  async ids(em: EntityManager, model: string): Promise<number[]> {
    const rows = await em.getRepository(DemoRecord).find({ where: { model }, order: { recordId: 'ASC' } });
    return rows.map((row) => row.recordId);
  }

  /** Whether a record is demo data. */
  async isDemo(em: EntityManager, model: string, recordId: number): Promise<boolean> {
    return (await em.getRepository(DemoRecord).countBy({ model, recordId })) > 0;
  }

  /** How many demo records each model has, in the order they were declared (models without any left out). */
  async counts(em: EntityManager): Promise<DemoCount[]> {
    const rows: Array<{ model: string; count: string | number }> = await em
      .getRepository(DemoRecord)
      .createQueryBuilder('d')
      .select('d.model', 'model')
      .addSelect('COUNT(*)', 'count')
      .groupBy('d.model')
      .getRawMany();
    const counted = new Map(rows.map((row) => [row.model, Number(row.count)]));
    return this.removers
      .map(({ model }) => ({ model, count: counted.get(model) ?? 0 }))
      .filter((row) => row.count > 0);
  }

  /**
   * Removes every demo record through its feature, in the caller's transaction: what was removed, per
   * model. Every remover runs, with its model's ids or none, while the marks of the models declared
   * before it are still there to follow.
   */
  async removeAll(em: EntityManager): Promise<DemoCount[]> {
    const removed: DemoCount[] = [];
    for (const { model, remove } of [...this.removers].reverse()) {
      const ids = await this.ids(em, model);
      await remove(em, ids);
      for (const part of chunks(ids))
        await em.getRepository(DemoRecord).delete({ model, recordId: In(part) });
      if (ids.length) removed.unshift({ model, count: ids.length });
    }
    // Marks of a model nobody removes (a feature left out of the manifest) go too: nothing is demo any more.
    await em.createQueryBuilder().delete().from(DemoRecord).execute();
    return removed;
  }
}
