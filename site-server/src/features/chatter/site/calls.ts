/** The chatter's and the follow button's calls from the browser (SPEC §7). */
import { z } from 'zod';
import {
  chatterMessageResultSchema,
  chatterResultSchema,
  isFollowerResultSchema,
  type ChatterMessage,
  type ChatterParamsInput,
  type ChatterResult,
  type IsFollowerResult,
} from '@shared/chatter/contract';
import { rpc } from '../../../core/site/json-rpc';

export const fetchMessages = (params: ChatterParamsInput): Promise<ChatterResult> =>
  rpc('/mail/chatter_fetch', params, chatterResultSchema);

export const postMessage = (params: {
  res_model: string;
  res_id: number;
  message: string;
  rating_value?: number;
  token?: string;
}): Promise<ChatterMessage> => rpc('/mail/chatter_post', params, chatterMessageResultSchema);

export const setMessageHidden = (messageId: number, hidden: boolean): Promise<ChatterMessage> =>
  rpc('/mail/message/hide', { message_id: messageId, hidden }, chatterMessageResultSchema);

export const askIsFollower = (model: string, resId: number): Promise<IsFollowerResult> =>
  rpc('/website_mail/is_follower', { model, res_id: resId }, isFollowerResultSchema);

export const toggleFollow = (params: {
  id: number;
  object: string;
  message_is_follower: 'on' | 'off';
  email?: string;
}): Promise<boolean> => rpc('/website_mail/follow', params, z.boolean());
