import { z } from 'zod';
import { defineAdminCall } from '../api/admin-call';

export const countryRowSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });

/** The countries, for the back office's pickers (any staff member). */
export const countriesAdminCalls = {
  list: defineAdminCall({ method: 'get', path: '/countries', result: z.array(countryRowSchema) }),
};
