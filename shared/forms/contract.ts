/**
 * Contract of website forms (SPEC §4, §5, §7): forms built in the back office, what a visitor
 * posts, the answers, the site's load-context part, and the back office's /api/admin/forms API.
 *
 * The post (SPEC §7 "form action plus model name"):
 *   POST /website/form/{model}   multipart/form-data or x-www-form-urlencoded, with
 *     csrf_token, form_id, lang (the page's language: dates are read in its format), page_url,
 *     the honeypot field (must stay empty) and one entry per form field (checkbox groups repeat it).
 *   With `Accept: application/json` (the page's script) it answers:
 *     200 {id}                           the created record (the target's id)
 *     400 {error_fields: {name: message}} the fields to fix, nothing stored
 *     413 {error_fields, error}           a file over MAX_UPLOAD_BYTES
 *     4xx/5xx {error: message}           anything else (unknown model, expired form, rate limit…)
 *   Without it (a plain form post, JavaScript off): 303 to the success page, or back to the page with
 *   `?form_sent={formId}` (the form block then shows its success message), or an HTML page listing
 *   what to fix.
 */
import { z } from 'zod';
import { numeric, MAX_ID } from '../api/numeric';
import { langCodes, pageSchema } from '../api/admin';

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Models a form may post to; crm.lead is the leads feature's, mailing.contact the newsletter's. */
export const FORM_MODEL_MAIL = 'mail.mail';
/** Hidden text input that people never see: a filled one marks a robot (answered as a success, not stored). */
export const FORM_HONEYPOT_FIELD = 'website_url_confirm';
/** Form posts per client address and minute. */
export const FORM_POSTS_PER_MINUTE = 30;
/** Query parameter of the page a form without JavaScript comes back to after success. */
export const FORM_SENT_PARAM = 'form_sent';
/** Names the post uses itself: a form field may not take them. */
export const reservedFieldNames = ['csrf_token', 'form_id', 'lang', 'page_url', FORM_HONEYPOT_FIELD] as const;
export const FORMS_PAGE_SIZE = 50;

export const formFieldTypes = [
  'text',
  'email',
  'tel',
  'number',
  'textarea',
  'date',
  'datetime',
  'select',
  'radio',
  'checkbox_group',
  'file',
  'hidden',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];
/** Types whose values are chosen among the field's options. */
export const choiceFieldTypes: readonly FormFieldType[] = ['select', 'radio', 'checkbox_group'];
/** Longest value of a hidden field (an id, a campaign code…). */
export const MAX_HIDDEN_VALUE_LENGTH = 200;

// ---------------------------------------------------------------------------------------------
// A form as the back office builds it
// ---------------------------------------------------------------------------------------------

/** A text shown to visitors: one text for every language, or one per language. */
export const formTextSchema = z.union([
  z.string().trim().max(2000),
  z.partialRecord(z.enum(langCodes), z.string().trim().max(2000)),
]);
export type FormText = z.infer<typeof formTextSchema>;

/** The text in `lang`, else in English, else any. */
export function formText(text: FormText | null | undefined, lang: string): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  const byLang = text as Partial<Record<string, string>>;
  return byLang[lang] || byLang.en_US || Object.values(byLang).find(Boolean) || '';
}

export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;

export const formFieldOptionSchema = z.object({
  value: z.string().trim().min(1, { message: 'An option needs a value.' }).max(200),
  label: formTextSchema,
});

export const formFieldSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(FIELD_NAME_PATTERN, {
      message: 'A field name starts with a letter and has only letters, digits and _ (at most 63).',
    })
    .refine((name) => !(reservedFieldNames as readonly string[]).includes(name), {
      message: 'This name is used by the form itself.',
    }),
  label: formTextSchema,
  type: z.enum(formFieldTypes),
  required: z.boolean(),
  help: formTextSchema.optional(),
  /** For select, radio and checkbox_group. */
  options: z.array(formFieldOptionSchema).max(100).optional(),
  /**
   * For hidden: the value every answer carries (the list_id of a newsletter sign-up form). Visitors
   * do not see the field; a post with another value is refused.
   */
  value: z.string().trim().max(MAX_HIDDEN_VALUE_LENGTH).optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formSuccessSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: formTextSchema }),
  z.object({
    kind: z.literal('page'),
    /** A page of this site ('/thank-you') or an http(s) address. */
    url: z
      .string()
      .trim()
      .max(2048)
      .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, {
        message: 'Give a page of the site (/thank-you) or an http(s) address.',
      }),
  }),
]);
export type FormSuccess = z.infer<typeof formSuccessSchema>;

export const formInputSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'This field is required.' }).max(200),
    model: z.string().trim().min(1, { message: 'This field is required.' }).max(100),
    fields: z.array(formFieldSchema).max(60),
    success: formSuccessSchema,
  })
  .superRefine((form, issues) => {
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.name))
        issues.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          message: 'Two fields have this name.',
        });
      seen.add(field.name);
      if (choiceFieldTypes.includes(field.type) && !field.options?.length)
        issues.addIssue({
          code: 'custom',
          path: ['fields', index, 'options'],
          message: 'Give at least one option.',
        });
      if (field.type === 'hidden' && !field.value)
        issues.addIssue({
          code: 'custom',
          path: ['fields', index, 'value'],
          message: 'Give the value this hidden field sends.',
        });
    });
  });
export type FormInput = z.infer<typeof formInputSchema>;

export const formTargetRowSchema = z.object({
  model: z.string(),
  label: z.string(),
  knownFields: z.array(z.string()),
});
export type FormTargetRow = z.infer<typeof formTargetRowSchema>;

/** A form in the lists (the page editor picks one by id and name). */
export const formRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  model: z.string(),
  modelLabel: z.string(),
  fieldCount: z.number(),
  submissionCount: z.number(),
  createdAt: z.string(),
});
export type FormRow = z.infer<typeof formRowSchema>;
export const formPageSchema = pageSchema(formRowSchema);

export const formDetailSchema = formRowSchema.extend({
  fields: z.array(formFieldSchema),
  success: formSuccessSchema,
});
export type FormDetail = z.infer<typeof formDetailSchema>;

export const formListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: numeric(z.number().int().positive().max(MAX_ID)).default(1),
});

// ---------------------------------------------------------------------------------------------
// Submissions
// ---------------------------------------------------------------------------------------------

export const submissionFileSchema = z.object({
  field: z.string(),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

export const submissionRowSchema = z.object({
  id: z.number(),
  formId: z.number(),
  /** What the post created: its model and id (a lead, an outbox mail, a subscription). */
  model: z.string(),
  recordId: z.number().nullable(),
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  files: z.array(submissionFileSchema),
  pageUrl: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

// ---------------------------------------------------------------------------------------------
// The public site
// ---------------------------------------------------------------------------------------------

/** A field as the site renders it: texts already in the page's language. */
export interface PublicFormField {
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  help: string;
  options: Array<{ value: string; label: string }>;
  /** A hidden field's value ('' for the other types). */
  value: string;
}

/** What the form block needs to render a form. */
export interface PublicForm {
  id: number;
  name: string;
  model: string;
  fields: PublicFormField[];
  success: { kind: 'message'; message: string } | { kind: 'page'; url: string };
  /** The page's language and its formats (dates are typed in them). */
  lang: string;
  dateFormat: string;
  timeFormat: string;
}

/** `context.vitrine.forms` (filled by the forms module). */
export interface FormsSiteContext {
  /** The form to render, or null when it does not exist (any more). */
  definition(formId: number): Promise<PublicForm | null>;
  /** Whether this page came back from a post of that form that succeeded without JavaScript. */
  wasSent(formId: number): boolean;
}

/** The answers of POST /website/form/{model} (see the top of this file). */
export type FormPostAnswer =
  { id: number } | { error_fields: Record<string, string>; error?: string } | { error: string };
