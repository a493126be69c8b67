import { chatterErrors } from '../../../../shared/chatter/contract';
import { hasRole } from '../../../../shared/roles';
import type { RequestContext } from '../../core/context';
import { AccessError, MissingError } from '../../core/errors';
import type { RecordInfo, RecordRegistry, RecordSource } from '../../core/records';
import { sameToken } from '../../core/security/access-token';

export interface VisibleRecord {
  model: string;
  info: RecordInfo;
  /** The visitor gave the record's portal access token, or is the signed-in account it belongs to. */
  tokenHolder: boolean;
}

/** Publishers (and admins) see unpublished content and hidden messages. */
export const isPublisher = (ctx: RequestContext) => hasRole(ctx.user?.role, 'publisher');

/** Staff who see the model's unpublished records: its source's role (publishers by default). */
export const isStaffFor = (ctx: RequestContext, source: RecordSource) =>
  hasRole(ctx.user?.role, source.staffRole ?? 'publisher');

/**
 * The record a chatter or follow call names, if this visitor may see it. Only models of the record
 * registry are reachable (AccessError otherwise); an unknown or unpublished record is a MissingError,
 * unless the visitor is the model's staff, holds the record's portal token, or owns it.
 */
export async function visibleRecord(
  ctx: RequestContext,
  records: RecordRegistry,
  model: string,
  id: number,
  token?: string,
): Promise<VisibleRecord> {
  const source = records.get(model);
  if (!source) throw new AccessError(chatterErrors.unknownModel);
  const info = await source.find(ctx.em, id);
  if (!info) throw new MissingError(chatterErrors.missingRecord);
  const owner = ctx.user !== null && info.ownerUserId != null && info.ownerUserId === ctx.user.id;
  const tokenHolder = owner || (Boolean(token) && sameToken(token, info.accessToken));
  if (!info.published && !isStaffFor(ctx, source) && !tokenHolder)
    throw new MissingError(chatterErrors.missingRecord);
  return { model, info, tokenHolder };
}
