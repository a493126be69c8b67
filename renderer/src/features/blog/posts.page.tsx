import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconNotebook, IconPlus, IconSearch } from '@tabler/icons-react';
import type { Page } from '@shared/contracts/admin';
import type { BlogRow, PostRow } from '@shared/contracts/blog';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { queryString } from '../../app/api';
import { EmptyState, ErrorState, formatDateTime, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { postStates } from './blog-labels';

/** Blog posts of every blog: search, blog and state filters; opens the post editor. */
export default function PostsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [blogId, setBlogId] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const blogs = useApiData<Page<BlogRow>>('/blog/blogs');
  const { data, error, loading, reload } = useApiData<Page<PostRow>>(
    `/blog/posts${queryString({ search: query, blogId, published: state, page: page > 1 ? page : undefined })}`,
  );
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title="Blog posts"
        actions={
          <Group>
            <Button
              variant="default"
              leftSection={<IconNotebook size={16} />}
              component={Link}
              to="/blog/blogs"
            >
              Blogs
            </Button>
            <Button leftSection={<IconPlus size={16} />} component={Link} to="/blog/posts/new">
              New post
            </Button>
          </Group>
        }
      />
      <Group mb="md" align="flex-end">
        <TextInput
          maw={320}
          aria-label="Search posts"
          placeholder="Search posts"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          aria-label="Blog"
          placeholder="All blogs"
          clearable
          data={(blogs.data?.items ?? []).map((blog) => ({ value: String(blog.id), label: blog.name }))}
          value={blogId}
          onChange={(value) => {
            setBlogId(value);
            setPage(1);
          }}
        />
        <Select
          aria-label="Published"
          placeholder="Any state"
          clearable
          data={Object.entries(postStates).map(([value, { label }]) => ({ value, label }))}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
        />
      </Group>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState>
          {query || blogId || state ? 'No post matches these filters.' : 'No posts yet.'}
        </EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder>
          <Table highlightOnHover verticalSpacing="sm" aria-label="Blog posts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Blog</Table.Th>
                <Table.Th visibleFrom="md">Author</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((post) => (
                <Table.Tr
                  key={post.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`/blog/posts/${post.id}`)}
                >
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/blog/posts/${post.id}`}
                      fw={500}
                      size="sm"
                      onClick={(event) => event.stopPropagation()}
                    >
                      {post.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{post.blogName}</Table.Td>
                  <Table.Td visibleFrom="md">{post.authorName}</Table.Td>
                  <Table.Td>{formatDateTime(post.postDate)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={postStates[post.state].color}>
                      {postStates[post.state].label}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {data && data.total > 0 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {data.total} {data.total === 1 ? 'post' : 'posts'}
          </Text>
          {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
        </Group>
      ) : null}
    </>
  );
}
