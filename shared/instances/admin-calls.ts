import { z } from 'zod';
import { defineAdminCall } from '../api/admin-call';
import { instanceInputSchema, instanceRowSchema } from './contract';

/** The back office's Hosted instances screen (/api/admin/instances…; sales read, shop managers write). */
export const instancesAdminCalls = {
  list: defineAdminCall({ method: 'get', path: '/instances', result: z.array(instanceRowSchema) }),
  create: defineAdminCall({
    method: 'post',
    path: '/instances',
    body: instanceInputSchema,
    result: instanceRowSchema,
  }),
};
