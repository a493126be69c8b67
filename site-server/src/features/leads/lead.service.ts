import type { EntityManager } from 'typeorm';
import { LEADS_PAGE_SIZE, type LeadRow } from '../../../../shared/leads/contract';
import type { Page } from '../../../../shared/api/admin';
import type { RequestContext } from '../../core/context';
import { MissingError } from '../../core/errors';
import { describeValues, submittedText as one, type FormSubmission } from '../../core/form-targets';
import { Lead } from './lead.entity';

/** Fields of a lead a form may fill by naming its own fields so (SPEC §3 lead payload). */
export const leadFields = ['name', 'contact_name', 'email_from', 'phone', 'description'] as const;

/** crm.lead: leads from website forms, and the back office's leads screen. */
export class LeadService {
  async createFromSubmission(ctx: RequestContext, submission: FormSubmission): Promise<Lead> {
    const values = submission.values;
    const contactName = one(values.contact_name) || null;
    const emailFrom = one(values.email_from) || null;
    const ownDescription = one(values.description);
    const others = describeValues(submission, leadFields);
    const lead = ctx.em.create(Lead, {
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
    });
    await ctx.em.save(lead);
    return lead;
  }

  async list(em: EntityManager, query: { q?: string; page: number }): Promise<Page<LeadRow>> {
    const builder = em
      .getRepository(Lead)
      .createQueryBuilder('lead')
      .leftJoinAndSelect('lead.form', 'form')
      .orderBy('lead.id', 'DESC');
    if (query.q)
      builder.where(
        '(LOWER(lead.name) LIKE :q OR LOWER(lead.contactName) LIKE :q OR LOWER(lead.emailFrom) LIKE :q OR LOWER(lead.phone) LIKE :q)',
        { q: `%${query.q.toLowerCase()}%` },
      );
    const [leads, total] = await builder
      .skip((query.page - 1) * LEADS_PAGE_SIZE)
      .take(LEADS_PAGE_SIZE)
      .getManyAndCount();
    return { items: leads.map(leadRow), total, page: query.page, pageSize: LEADS_PAGE_SIZE };
  }

  async get(em: EntityManager, id: number): Promise<LeadRow> {
    const lead = await em.findOne(Lead, { where: { id }, relations: { form: true } });
    if (!lead) throw new MissingError('This lead does not exist (any more).');
    return leadRow(lead);
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
  };
}
