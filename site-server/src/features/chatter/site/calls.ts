/** The chatter's and the follow button's calls from the browser (SPEC §7). */
import type {
  ChatterMessage,
  ChatterParamsInput,
  ChatterResult,
  IsFollowerResult,
} from '@shared/chatter/contract';
import { rpc } from '../../../core/site/json-rpc';

export const fetchMessages = (params: ChatterParamsInput): Promise<ChatterResult> =>
  rpc<ChatterResult>('/mail/chatter_fetch', params);

export const postMessage = (params: {
  res_model: string;
  res_id: number;
  message: string;
  rating_value?: number;
  token?: string;
}): Promise<ChatterMessage> => rpc<ChatterMessage>('/mail/chatter_post', params);

export const setMessageHidden = (messageId: number, hidden: boolean): Promise<ChatterMessage> =>
  rpc<ChatterMessage>('/mail/message/hide', { message_id: messageId, hidden });

export const askIsFollower = (model: string, resId: number): Promise<IsFollowerResult> =>
  rpc<IsFollowerResult>('/website_mail/is_follower', { model, res_id: resId });

export const toggleFollow = (params: {
  id: number;
  object: string;
  message_is_follower: 'on' | 'off';
  email?: string;
}): Promise<boolean> => rpc<boolean>('/website_mail/follow', params);
