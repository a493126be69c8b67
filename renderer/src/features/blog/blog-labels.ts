import type { PostState } from '@shared/blog/contract';

export const postStates: Record<PostState, { label: string; color: string }> = {
  published: { label: 'Published', color: 'teal' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  unpublished: { label: 'Unpublished', color: 'gray' },
};

/** Whether a select's value names a post state. */
export function isPostState(value: string | null): value is PostState {
  return value !== null && value in postStates;
}
