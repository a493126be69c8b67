import { Badge } from '@mantine/core';

/** Whether a piece of website content (a page, a blog) is on the site, as the lists show it. */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge variant="light" color={published ? 'teal' : 'gray'}>
      {published ? 'Published' : 'Unpublished'}
    </Badge>
  );
}
