import { Group, NumberInput, Select, Stack } from '@mantine/core';
import { blogAdminCalls } from '@shared/blog/admin-calls';
import type { BlockOf } from '@shared/website/contract';
import type { BlockEditorProps } from '../../app/feature';
import { ModulePicker } from '../../app/module-picker';
import { t } from '../../app/i18n';

/** The latest-posts block: which blog, how many posts, list or cards. */
export function LatestPostsBlockEditor({ block: b, onChange }: BlockEditorProps<BlockOf<'latest_posts'>>) {
  const set = (patch: Partial<BlockOf<'latest_posts'>>) => onChange({ ...b, ...patch });
  return (
    <Stack gap="xs">
      <ModulePicker
        label={t('admin.blog.blogEmptyEveryBlog')}
        list={blogAdminCalls.blogs}
        value={b.blogId}
        onChange={(blogId) => set({ blogId })}
        hint={t('admin.blog.noBlogYetPostsEveryBlogShown')}
      />
      <Group grow>
        <NumberInput
          label={t('admin.blog.numberPosts')}
          min={1}
          max={24}
          value={b.limit}
          onChange={(limit) => set({ limit: Number(limit) || 3 })}
        />
        <Select
          label={t('admin.blog.layout')}
          data={['list', 'cards']}
          value={b.template}
          onChange={(template) => template && set({ template: template as 'list' | 'cards' })}
        />
      </Group>
    </Stack>
  );
}
