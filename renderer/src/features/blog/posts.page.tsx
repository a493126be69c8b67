import { Badge, Button, Group, Select } from '@mantine/core';
import { IconNotebook, IconPlus } from '@tabler/icons-react';
import { blogAdminCalls as calls } from '@shared/blog/admin-calls';
import type { PostRow, PostState } from '@shared/blog/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { isPostState, postStates } from './blog-labels';
import { t } from '../../app/i18n';

const columns = (): RecordColumn<PostRow>[] => [
  {
    header: t('admin.common.title'),
    cell: (post) => <RecordLink to={`/blog/posts/${post.id}`}>{post.title}</RecordLink>,
  },
  { header: t('admin.blog.blog'), cell: (post) => post.blogName },
  { header: t('admin.blog.author'), visibleFrom: 'md', cell: (post) => post.authorName },
  { header: t('admin.common.date'), cell: (post) => formatDateTime(post.postDate) },
  {
    header: t('admin.common.state'),
    cell: (post) => (
      <Badge variant="light" color={postStates()[post.state].color}>
        {postStates()[post.state].label}
      </Badge>
    ),
  },
];

/** Blog posts of every blog: search, blog and state filters; opens the post editor. */
export default function PostsPage() {
  const navigate = useNavigate();
  const { search, setSearch, query, page, setPage } = useListSearch();
  const [blogId, setBlogId] = useState<string | null>(null);
  const [state, setState] = useState<PostState | null>(null);
  const blogs = useApiData(calls.blogs);
  const list = useApiData(calls.posts, {
    query: { search: query, blogId, published: state, page: page > 1 ? page : undefined },
  });

  return (
    <>
      <PageHeader
        title={t('admin.blog.blogPosts')}
        actions={
          <Group>
            <Button
              variant="default"
              leftSection={<IconNotebook size={16} />}
              component={Link}
              to="/blog/blogs"
            >
              {t('admin.blog.blogs')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} component={Link} to="/blog/posts/new">
              {t('admin.blog.newPost')}
            </Button>
          </Group>
        }
      />
      <Group mb="md" align="flex-end">
        <SearchField
          maw={320}
          aria-label={t('admin.blog.searchPosts')}
          placeholder={t('admin.blog.searchPosts')}
          value={search}
          onSearch={setSearch}
        />
        <Select
          aria-label={t('admin.blog.blog')}
          placeholder={t('admin.blog.allBlogs')}
          clearable
          data={(blogs.data?.items ?? []).map((blog) => ({ value: String(blog.id), label: blog.name }))}
          value={blogId}
          onChange={(value) => {
            setBlogId(value);
            setPage(1);
          }}
        />
        <Select
          aria-label={t('admin.common.published')}
          placeholder={t('admin.blog.anyState')}
          clearable
          data={Object.entries(postStates()).map(([value, { label }]) => ({ value, label }))}
          value={state}
          onChange={(value) => {
            setState(isPostState(value) ? value : null);
            setPage(1);
          }}
        />
      </Group>
      <PagedList
        list={list}
        columns={columns()}
        label={t('admin.blog.blogPosts')}
        onOpen={(post) => void navigate(`/blog/posts/${post.id}`)}
        empty={
          query || blogId || state ? t('admin.blog.noPostMatchesTheseFilters') : t('admin.blog.noPostsYet')
        }
        noun={{ one: t('admin.blog.nounPost'), many: t('admin.blog.nounPosts') }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
