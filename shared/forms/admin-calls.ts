import { z } from 'zod';
import { pageSchema } from '../api/admin';
import { defineAdminCall, idParam } from '../api/admin-call';
import {
  formDetailSchema,
  formInputSchema,
  formListQuerySchema,
  formPageSchema,
  formTargetRowSchema,
  submissionRowSchema,
} from './contract';

const byId = { id: idParam };

/** The forms screens' calls (/api/admin/forms…; publishers). */
export const formsAdminCalls = {
  /** The forms (the page editor's form picker too). */
  list: defineAdminCall({
    method: 'get',
    path: '/forms',
    query: formListQuerySchema,
    result: formPageSchema,
  }),
  /** The kinds of records a form can create. */
  targets: defineAdminCall({ method: 'get', path: '/forms/targets', result: z.array(formTargetRowSchema) }),
  create: defineAdminCall({
    method: 'post',
    path: '/forms',
    body: formInputSchema,
    result: formDetailSchema,
  }),
  get: defineAdminCall({ method: 'get', path: '/forms/:id', params: byId, result: formDetailSchema }),
  update: defineAdminCall({
    method: 'put',
    path: '/forms/:id',
    params: byId,
    body: formInputSchema,
    result: formDetailSchema,
  }),
  remove: defineAdminCall({ method: 'delete', path: '/forms/:id', params: byId, result: z.void() }),
  submissions: defineAdminCall({
    method: 'get',
    path: '/forms/:id/submissions',
    params: byId,
    query: formListQuerySchema,
    result: pageSchema(submissionRowSchema),
  }),
  /** The submissions as CSV: date, one column per field, page, IP address, record. */
  submissionsCsv: defineAdminCall({
    method: 'get',
    path: '/forms/:id/submissions.csv',
    params: byId,
    result: z.void(),
  }),
  /** A file a visitor attached, always as a download. */
  submissionFile: defineAdminCall({
    method: 'get',
    path: '/forms/submissions/:id/files/:sha256',
    params: { id: idParam, sha256: z.string() },
    result: z.void(),
  }),
};
