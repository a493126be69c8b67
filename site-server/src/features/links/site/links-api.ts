/** The link tracker's calls from the browser (SPEC §7), typed by the links contract. */
import {
  RECENT_LINKS_LIMIT,
  type LinkAddCodeResult,
  type LinkNewParams,
  type LinkNewResult,
  type RecentLinkFilter,
  type RecentLinksResult,
  type UtmModel,
  type UtmRecord,
} from '@shared/links/contract';
import { callKw, rpc } from '../../../core/site/json-rpc';

/** POST /website_links/new: the link, or `{error, message}` (empty_url, url_not_found…). */
export const createTrackedLink = (params: LinkNewParams) =>
  rpc<LinkNewResult>('/website_links/new', { ...params });

/** POST /website_links/add_code: the renamed link; refusals are RpcErrors. */
export async function renameLinkCode(initCode: string, newCode: string) {
  const [link] = await rpc<LinkAddCodeResult>('/website_links/add_code', {
    init_code: initCode,
    new_code: newCode,
  });
  if (!link) throw new Error('add_code answered an empty list');
  return link;
}

/** POST /website_links/recent_links with the spec's limit of 20. */
export const recentLinks = (filter: RecentLinkFilter, signal?: AbortSignal) =>
  rpc<RecentLinksResult>('/website_links/recent_links', { filter, limit: RECENT_LINKS_LIMIT }, { signal });

/** The values of a UTM select, by name (call_kw search_read). */
export const utmValues = (model: UtmModel) =>
  callKw<UtmRecord[]>(model, 'search_read', [[], ['id', 'name']], { order: 'name' });
