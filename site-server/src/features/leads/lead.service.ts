import { MoreThan, type EntityManager } from 'typeorm';
import {
  BOARD_COLUMN_SIZE,
  leadKindLabels,
  LEADS_PAGE_SIZE,
  leadStageLabels,
  leadStages,
  type LeadBoard,
  type LeadListQuery,
  type LeadRow,
  type LeadStage,
} from '../../../../shared/leads/contract';
import type { Page } from '../../../../shared/api/admin';
import type { RequestContext } from '../../core/context';
import type { CsvValue } from '../../core/csv';
import { containsPattern } from '../../core/db/like';
import { MissingError, ValidationError } from '../../core/errors';
import { SaleOrder } from '../orders';
import { describeValues, submittedText as one, type FormSubmission } from '../../core/form-targets';
import { Lead } from './lead.entity';
import { countLead, countStageMove } from './lead-statistics';
import type { StatsService } from '../../core/stats';

/** Fields of a lead a form may fill by naming its own fields so (SPEC §3 lead payload). */
export const leadFields = ['name', 'contact_name', 'email_from', 'phone', 'description'] as const;

/** crm.lead: leads from website forms, and the back office's leads screen. */
export class LeadService {
  constructor(private readonly stats: StatsService) {}

  async createFromSubmission(ctx: RequestContext, submission: FormSubmission): Promise<Lead> {
    const values = submission.values;
    const contactName = one(values.contact_name) || null;
    const emailFrom = one(values.email_from) || null;
    const ownDescription = one(values.description);
    const others = describeValues(submission, leadFields);
    const lead = ctx.em.create(Lead, {
      kind: 'form',
      stage: 'new',
      name: (
        one(values.name) || `${submission.formName} — ${contactName ?? emailFrom ?? 'website visitor'}`
      ).slice(0, 300),
      contactName: contactName?.slice(0, 200) ?? null,
      emailFrom: emailFrom?.slice(0, 320) ?? null,
      phone: one(values.phone).slice(0, 64) || null,
      description: [ownDescription, others].filter(Boolean).join('\n\n'),
      pageUrl: submission.pageUrl,
      ipAddress: ctx.ip,
      formId: submission.formId,
      utmCampaign: submission.utm.campaign,
      utmMedium: submission.utm.medium,
      utmSource: submission.utm.source,
      ...submission.touch,
    });
    await ctx.em.save(lead);
    await countLead(this.stats, ctx.em, lead);
    return lead;
  }

  /** The list's query: search (name, contact, e-mail, phone; LIKE's wildcards as text), stage, kind. */
  private filtered(em: EntityManager, query: Omit<LeadListQuery, 'page'>) {
    const builder = em
      .getRepository(Lead)
      .createQueryBuilder('lead')
      .leftJoinAndSelect('lead.form', 'form')
      .orderBy('lead.id', 'DESC');
    if (query.q)
      builder.andWhere(
        `(LOWER(lead.name) LIKE :q ESCAPE '\\' OR LOWER(lead.contactName) LIKE :q ESCAPE '\\' OR LOWER(lead.emailFrom) LIKE :q ESCAPE '\\' OR LOWER(lead.phone) LIKE :q ESCAPE '\\')`,
        { q: containsPattern(query.q) },
      );
    if (query.stage) builder.andWhere('lead.stage = :stage', { stage: query.stage });
    if (query.kind) builder.andWhere('lead.kind = :kind', { kind: query.kind });
    return builder;
  }

  async list(em: EntityManager, query: LeadListQuery): Promise<Page<LeadRow>> {
    const [leads, total] = await this.filtered(em, query)
      .skip((query.page - 1) * LEADS_PAGE_SIZE)
      .take(LEADS_PAGE_SIZE)
      .getManyAndCount();
    return { items: leads.map(leadRow), total, page: query.page, pageSize: LEADS_PAGE_SIZE };
  }

  /** The CSV export's rows (the header first), read a page at a time. */
  async *csvRows(em: EntityManager, query: Omit<LeadListQuery, 'page'>): AsyncGenerator<CsvValue[]> {
    yield [
      'Id',
      'Created',
      'Kind',
      'Stage',
      'Lead',
      'Contact',
      'E-mail',
      'Phone',
      'Company',
      'Company size',
      'Industry',
      'Applications',
      'Verified',
      'Country',
      'Campaign',
      'Medium',
      'Source',
      'Page',
      'Description',
    ];
    for (let offset = 0; ; offset += 500) {
      const leads = await this.filtered(em, query).skip(offset).take(500).getMany();
      for (const lead of leads)
        yield [
          lead.id,
          lead.created,
          leadKindLabels[lead.kind],
          leadStageLabels[lead.stage],
          lead.name,
          lead.contactName,
          lead.emailFrom,
          lead.phone,
          lead.companyName,
          lead.companySize,
          lead.companyIndustry,
          lead.applications,
          lead.verified,
          lead.countryCode,
          lead.utmCampaign,
          lead.utmMedium,
          lead.utmSource,
          lead.pageUrl,
          lead.description,
        ];
      if (leads.length < 500) return;
    }
  }

  /** The pipeline: per stage, its count and its newest leads. */
  async board(em: EntityManager): Promise<LeadBoard> {
    const counts: Array<{ stage: LeadStage; count: number | string }> = await em
      .getRepository(Lead)
      .createQueryBuilder('lead')
      .select('lead.stage', 'stage')
      .addSelect('COUNT(*)', 'count')
      .groupBy('lead.stage')
      .getRawMany();
    // One stage after the other: a transaction's queries share one connection.
    const board: LeadBoard = [];
    for (const stage of leadStages) {
      const leads = await em.getRepository(Lead).find({
        where: { stage },
        relations: { form: true },
        order: { id: 'DESC' },
        take: BOARD_COLUMN_SIZE,
      });
      const count = Number(counts.find((row) => row.stage === stage)?.count ?? 0);
      board.push({ stage, count, leads: leads.map(leadRow) });
    }
    return board;
  }

  async get(em: EntityManager, id: number): Promise<LeadRow> {
    return leadRow(await this.found(em, id));
  }

  private async found(em: EntityManager, id: number): Promise<Lead> {
    const lead = await em.findOne(Lead, { where: { id }, relations: { form: true } });
    if (!lead) throw new MissingError('This lead does not exist (any more).');
    return lead;
  }

  /** Moves the lead to another stage (the board's drag and drop). */
  async setStage(em: EntityManager, id: number, stage: LeadStage): Promise<LeadRow> {
    const lead = await this.found(em, id);
    await this.moveStage(em, lead, stage);
    return leadRow(lead);
  }

  /**
   * Moves a lead from the stage it was read in, once: a conditional update, so two staff moving it at
   * the same time cannot both count it out of the same stage (the leads per stage are counted on write).
   */
  private async moveStage(em: EntityManager, lead: Lead, stage: LeadStage) {
    if (lead.stage === stage) return;
    const moved = await em.getRepository(Lead).update({ id: lead.id, stage: lead.stage }, { stage });
    if (moved.affected !== 1)
      throw new ValidationError('Someone else moved this lead meanwhile. Reload the page and try again.');
    await countStageMove(this.stats, em, lead.stage, stage);
    lead.stage = stage;
  }

  /** The quotation staff made from the lead: kept on it, and the lead becomes a proposition. */
  async linkQuotation(em: EntityManager, id: number, orderId: number): Promise<LeadRow> {
    const lead = await this.found(em, id);
    if (!(await em.getRepository(SaleOrder).existsBy({ id: orderId })))
      throw new ValidationError('This quotation does not exist.', {
        orderId: 'This quotation does not exist.',
      });
    lead.orderId = orderId;
    await em.getRepository(Lead).update({ id: lead.id }, { orderId });
    if (lead.stage === 'new' || lead.stage === 'qualified') await this.moveStage(em, lead, 'proposition');
    return leadRow(lead);
  }

  /** Leads newer than `after`, oldest first (at most 10), and the newest id. */
  async newLeads(em: EntityManager, after: number): Promise<{ lastId: number; leads: LeadRow[] }> {
    const last = await em
      .getRepository(Lead)
      .findOne({ where: {}, order: { id: 'DESC' }, select: { id: true } });
    const lastId = last?.id ?? 0;
    if (after === 0 || after >= lastId) return { lastId, leads: [] };
    const leads = await em.getRepository(Lead).find({
      where: { id: MoreThan(after) },
      relations: { form: true },
      order: { id: 'ASC' },
      take: 10,
    });
    return { lastId, leads: leads.map(leadRow) };
  }
}

export function leadRow(lead: Lead): LeadRow {
  return {
    id: lead.id,
    name: lead.name,
    contactName: lead.contactName,
    emailFrom: lead.emailFrom,
    phone: lead.phone,
    description: lead.description,
    pageUrl: lead.pageUrl,
    ipAddress: lead.ipAddress,
    formId: lead.formId,
    formName: lead.form?.name ?? null,
    createdAt: lead.created.toISOString(),
    kind: lead.kind,
    stage: lead.stage,
    countryCode: lead.countryCode,
    utm: { campaign: lead.utmCampaign, medium: lead.utmMedium, source: lead.utmSource },
    company: { name: lead.companyName, size: lead.companySize, industry: lead.companyIndustry },
    applications: lead.applications ? lead.applications.split(',') : [],
    verified: lead.verified,
    orderId: lead.orderId,
  };
}
