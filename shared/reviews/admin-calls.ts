import { defineAdminCall, idParam } from '../api/admin-call';
import {
  reviewAnswerSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
  reviewRowSchema,
  reviewSettingsSchema,
} from './contract';

/** The Reviews screen's calls (/api/admin/reviews…; shop managers): the queue, its actions, the settings. */
export const reviewsAdminCalls = {
  list: defineAdminCall({
    method: 'get',
    path: '/reviews',
    query: reviewQueueQuerySchema,
    result: reviewQueueSchema,
  }),
  approve: defineAdminCall({
    method: 'post',
    path: '/reviews/:id/approve',
    params: { id: idParam },
    result: reviewRowSchema,
  }),
  reject: defineAdminCall({
    method: 'post',
    path: '/reviews/:id/reject',
    params: { id: idParam },
    result: reviewRowSchema,
  }),
  /** The shop's answer, shown under the review (empty: no answer). */
  answer: defineAdminCall({
    method: 'put',
    path: '/reviews/:id/answer',
    params: { id: idParam },
    body: reviewAnswerSchema,
    result: reviewRowSchema,
  }),
  settings: defineAdminCall({ method: 'get', path: '/reviews/settings', result: reviewSettingsSchema }),
  updateSettings: defineAdminCall({
    method: 'put',
    path: '/reviews/settings',
    body: reviewSettingsSchema,
    result: reviewSettingsSchema,
  }),
};
