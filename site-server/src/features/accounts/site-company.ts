import type { EntityManager } from 'typeorm';
import type { Clock, EventBus } from '../../core/events';
import type { Company } from './company.entity';

declare module '../../core/events' {
  interface VitrineEvents {
    /** The company's fields (the settings: name, languages, currency, logo…) changed. */
    'company.changed': Record<string, never>;
  }
}

/** How long the pages' company is kept: every page view reads it. */
export const SITE_COMPANY_KEPT_MS = 5_000;

/**
 * The company the public site speaks for, kept for a few seconds between page views. A change of the
 * company publishes `company.changed` (shared across processes): every process reads it again once
 * the write commits. A read that overlapped a change is not kept.
 */
export class SiteCompany {
  private kept: { company: Company; expires: number } | null = null;
  private generation = 0;

  constructor(
    private readonly read: (em: EntityManager) => Promise<Company>,
    private readonly events?: EventBus,
    private readonly now: Clock = Date.now,
  ) {
    events?.share('company.changed', { everything: {} });
    events?.subscribe('company.changed', () => this.drop(), { evenIfRolledBack: true });
  }

  /** Call with the writing transaction's manager when a company changes. */
  changed(em: EntityManager) {
    this.events?.publish(em, 'company.changed', {});
    this.drop();
  }

  async get(em: EntityManager): Promise<Company> {
    if (this.kept && this.kept.expires > this.now()) return this.kept.company;
    const generation = this.generation;
    const company = await this.read(em);
    if (generation === this.generation && !this.events?.isPending('company.changed'))
      this.kept = { company, expires: this.now() + SITE_COMPANY_KEPT_MS };
    return company;
  }

  private drop() {
    this.generation += 1;
    this.kept = null;
  }
}
