import { z } from 'zod';
import { numeric, MAX_ID } from '../api/numeric';

/**
 * Contract of the leads (crm.lead): what website forms create when they post to `crm.lead`, and the
 * back office's /api/admin/leads API (sales staff).
 */
export const FORM_MODEL_LEAD = 'crm.lead';
export const LEADS_PAGE_SIZE = 50;

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
});
export type LeadRow = z.infer<typeof leadRowSchema>;

export const leadListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: numeric(z.number().int().positive().max(MAX_ID)).default(1),
});
