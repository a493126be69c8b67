import type { IsFollowerResult } from '@shared/chatter/contract';
import type { FollowBlock } from '@shared/website/blocks';
import { FollowButton } from './follow-button';
import type { BlockDefinition } from '../../../core/site/block-definition';

export { FollowButton };

/**
 * The follow block of a page (SPEC §2): follows one record (a blog, a post…). The server asks the
 * follow state of signed-in users; a record that is gone or hidden shows nothing to visitors.
 */
export const followBlockDefinition: BlockDefinition<FollowBlock, IsFollowerResult | null> = {
  type: 'follow',
  async load(site, block) {
    if (!site.chatter) return null;
    try {
      return await site.chatter.isFollower(block.model, block.resId);
    } catch {
      return null; // unknown model, missing or unpublished record
    }
  },
  Component({ block, data, editor }) {
    if (!data && !editor) return null;
    return (
      <div className="follow-block">
        <FollowButton model={block.model} resId={block.resId} initial={data} editor={editor} />
      </div>
    );
  },
};
