import type { PostState } from '@shared/blog/contract';
import { t } from '../../app/i18n';

export const postStates = (): Record<PostState, { label: string; color: string }> => ({
  published: { label: t('admin.common.published'), color: 'teal' },
  scheduled: { label: t('admin.blog.scheduled'), color: 'blue' },
  unpublished: { label: t('admin.common.unpublished'), color: 'gray' },
});

/** Whether a select's value names a post state. */
export function isPostState(value: string | null): value is PostState {
  return value !== null && value in postStates();
}
