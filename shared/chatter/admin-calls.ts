import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import { CHATTER_MESSAGE_MAX, chatterMessageResultSchema } from './contract';

/** A record's messages as the back office reads them: every one, hidden ones too, newest first. */
export const recordMessagesSchema = z.object({
  messages: z.array(chatterMessageResultSchema),
  message_count: z.number(),
});
export type RecordMessages = z.infer<typeof recordMessagesSchema>;

const recordParams = { model: z.string().min(1).max(100), id: idParam };

/**
 * The back office's side of the chatter (/api/admin/chatter/{model}/{id}): staff read a record's
 * messages and answer (an order's customer is mailed the answer with the order's link). Who may:
 * the staff role the model's record source names (an order: sales).
 */
export const chatterAdminCalls = {
  messages: defineAdminCall({
    method: 'get',
    path: '/chatter/:model/:id',
    params: recordParams,
    query: z.object({ offset: z.coerce.number().int().min(0).default(0) }),
    result: recordMessagesSchema,
  }),
  post: defineAdminCall({
    method: 'post',
    path: '/chatter/:model/:id',
    params: recordParams,
    body: z.object({ message: z.string().max(CHATTER_MESSAGE_MAX * 2) }),
    result: chatterMessageResultSchema,
  }),
};
