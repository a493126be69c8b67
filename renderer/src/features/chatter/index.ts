import type { AdminFeature } from '../../app/feature';
import { FollowBlockEditor } from './follow-block.editor';

/** Comments and followers have no screen of their own yet: the chatter brings the follow block's editor. */
export const chatterFeature: AdminFeature = {
  name: 'chatter',
  screens: [],
  blockEditors: { follow: FollowBlockEditor },
};
export { RecordMessages } from './record-messages';
