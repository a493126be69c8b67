import { z } from 'zod';
import { numeric, MAX_ID } from '../api/numeric';

/**
 * Contract of the leads (crm.lead): what website forms create when they post to `crm.lead`, and the
 * back office's /api/admin/leads API (sales staff).
 */
export const FORM_MODEL_LEAD = 'crm.lead';
export const LEADS_PAGE_SIZE = 50;

/** The pipeline's stages, in order (Odoo's CRM). */
export const leadStages = ['new', 'qualified', 'proposition', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];
export const leadStageLabels: Record<LeadStage, string> = {
  new: 'New',
  qualified: 'Qualified',
  proposition: 'Proposition',
  won: 'Won',
  lost: 'Lost',
};

/** How a lead came: a website form, the lead block, a verified demo request, the contact block. */
export const leadKinds = ['form', 'lead', 'demo', 'contact'] as const;
export type LeadKind = (typeof leadKinds)[number];
export const leadKindLabels: Record<LeadKind, string> = {
  form: 'Website form',
  lead: 'Lead form',
  demo: 'Demo request',
  contact: 'Contact message',
};

/** A demo request's applications (SPEC §3: sale, scm, supply). */
export const demoApplications = ['sale', 'scm', 'supply'] as const;

export const leadRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  contactName: z.string().nullable(),
  emailFrom: z.string().nullable(),
  phone: z.string().nullable(),
  description: z.string(),
  pageUrl: z.string().nullable(),
  ipAddress: z.string().nullable(),
  formId: z.number().nullable(),
  formName: z.string().nullable(),
  createdAt: z.string(),
  kind: z.enum(leadKinds),
  stage: z.enum(leadStages),
  countryCode: z.string().nullable(),
  utm: z.object({ campaign: z.string(), medium: z.string(), source: z.string() }),
  company: z.object({ name: z.string(), size: z.string(), industry: z.string() }),
  applications: z.array(z.string()),
  verified: z.boolean(),
  /** The quotation it was converted into. */
  orderId: z.number().nullable(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;

export const leadListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  stage: z.enum(leadStages).optional(),
  kind: z.enum(leadKinds).optional(),
  page: numeric(z.number().int().positive().max(MAX_ID)).default(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** The board shows at most this many leads per stage (the newest); the count says how many there are. */
export const BOARD_COLUMN_SIZE = 100;
export const leadBoardSchema = z.array(
  z.object({ stage: z.enum(leadStages), count: z.number(), leads: z.array(leadRowSchema) }),
);
export type LeadBoard = z.infer<typeof leadBoardSchema>;

export const leadStageInputSchema = z.object({ stage: z.enum(leadStages) });
export const leadQuotationInputSchema = z.object({
  orderId: numeric(z.number().int().positive().max(MAX_ID)),
});

/** New leads since the last one the back office saw (its notifications). */
export const newLeadsQuerySchema = z.object({
  after: numeric(z.number().int().min(0).max(MAX_ID)).default(0),
});
export const newLeadsSchema = z.object({ lastId: z.number(), leads: z.array(leadRowSchema) });
