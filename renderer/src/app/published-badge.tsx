import { Badge } from '@mantine/core';
import { t } from './i18n';

/** Whether a piece of website content (a page, a blog) is on the site, as the lists show it. */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge variant="light" color={published ? 'teal' : 'gray'}>
      {published ? t('admin.common.published') : t('admin.common.unpublished')}
    </Badge>
  );
}
