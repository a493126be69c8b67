/**
 * Hosted instances (issue 14, item 9; SPEC §2, §4, §5, §7): a customer's hosted databases, renamed
 * from the portal through GET /saas_portal/rename_client?client_id=…&dbname=…. The checks run in
 * SPEC §5's order, in its words, on the page (a popover that hides on keyup) and again on the server.
 */
import { z } from 'zod';
import { MAX_ID } from '../api/numeric';

export const MIN_DOMAIN_LENGTH = 4;
export const MAX_DOMAIN_LENGTH = 253;

export const domainMessages = {
  empty: 'Please choose your domain name',
  spaces: 'Spaces are not allowed in domain names',
  short: 'Your domain must be at least 4 characters long',
  invalid: "Domain name isn't valid",
} as const;

export const instanceMessages = {
  taken: 'This domain name is already taken.',
  missing: 'This hosted instance does not exist.',
  notOwner: 'Only the owner of this instance may rename it.',
  renamed: 'The domain name is changed.',
  unchanged: 'This is already the domain name.',
} as const;

/** The refusals the portal page says after a rename, by the code in its address (?error=taken). */
export const renameErrors = {
  empty: domainMessages.empty,
  spaces: domainMessages.spaces,
  short: domainMessages.short,
  invalid: domainMessages.invalid,
  taken: instanceMessages.taken,
  unchanged: instanceMessages.unchanged,
} as const;
export type RenameError = keyof typeof renameErrors;

/** Alphanumeric segments joined by - or ., ending in a dot and two or more letters (SPEC §5). */
const HOST_NAME = /^[a-z0-9]+(?:[-.][a-z0-9]+)*\.[a-z]{2,}$/;

/**
 * SPEC §5's domain check, in its order: empty, whitespace, too short, not host-name shaped. Answers
 * the lowercased domain, or the message of the first check that fails.
 */
export function checkDomain(raw: string): { ok: true; domain: string } | { ok: false; message: string } {
  if (raw === '') return { ok: false, message: domainMessages.empty };
  if (/\s/.test(raw)) return { ok: false, message: domainMessages.spaces };
  if (raw.length < MIN_DOMAIN_LENGTH) return { ok: false, message: domainMessages.short };
  const domain = raw.toLowerCase();
  if (domain.length > MAX_DOMAIN_LENGTH || !HOST_NAME.test(domain))
    return { ok: false, message: domainMessages.invalid };
  return { ok: true, domain };
}

export const instanceStates = ['running', 'suspended', 'expired'] as const;
export type InstanceState = (typeof instanceStates)[number];

export interface InstanceView {
  id: number;
  name: string;
  domain: string;
  clientId: string;
  databaseName: string;
  plan: string;
  state: InstanceState;
}

/** The back office's row: the instance, its owner and its renames. */
export const instanceRowSchema = z.object({
  id: z.number().int().positive().max(MAX_ID),
  name: z.string(),
  domain: z.string(),
  clientId: z.string(),
  databaseName: z.string(),
  plan: z.string(),
  state: z.enum(instanceStates),
  owner: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  renames: z.array(z.object({ from: z.string(), to: z.string(), at: z.string() })),
});
export type InstanceRow = z.infer<typeof instanceRowSchema>;

export const instanceInputSchema = z.object({
  name: z.string().trim().min(1, { message: 'This field is required.' }).max(120),
  domain: z.string().transform((value, context) => {
    const checked = checkDomain(value);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.message });
    return checked.ok ? checked.domain : value;
  }),
  ownerEmail: z.string().trim().toLowerCase().email({ message: 'Enter the owner’s e-mail.' }),
  plan: z.string().trim().min(1, { message: 'This field is required.' }).max(60),
  state: z.enum(instanceStates).default('running'),
});
export type InstanceInput = z.input<typeof instanceInputSchema>;
