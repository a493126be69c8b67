import { chatterErrors } from '../../../../shared/chatter/contract';
import { hasRole } from '../../../../shared/roles';
import type { RequestContext } from '../../core/context';
import { AccessError, MissingError } from '../../core/errors';
import type { RecordInfo, RecordRegistry } from '../../core/records';
import { sameToken } from '../../core/security/access-token';

export interface VisibleRecord {
  model: string;
  info: RecordInfo;
  /** The visitor gave the record's portal access token. */
  tokenHolder: boolean;
}

/** Publishers (and admins) see unpublished content and hidden messages. */
export const isPublisher = (ctx: RequestContext) => hasRole(ctx.user?.role, 'publisher');

/**
 * The record a chatter or follow call names, if this visitor may see it. Only models of the record
 * registry are reachable (AccessError otherwise); an unknown or unpublished record is a MissingError,
 * unless the visitor is a publisher or holds the record's portal token.
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
  const tokenHolder = Boolean(token) && sameToken(token, info.accessToken);
  if (!info.published && !isPublisher(ctx) && !tokenHolder)
    throw new MissingError(chatterErrors.missingRecord);
  return { model, info, tokenHolder };
}
