import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Switch, Table, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Page } from '@shared/contracts/admin';
import type { BlogDetail, BlogRow, TranslatedText } from '@shared/contracts/blog';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../app/api';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { LanguageTabs, type EditLang } from './language-tabs';

interface BlogForm {
  id: number | null;
  names: TranslatedText;
  subtitles: TranslatedText;
  published: boolean;
}

const emptyBlog: BlogForm = { id: null, names: {}, subtitles: {}, published: true };

/** The blogs: name and subtitle per language, published or not; ?edit={id} opens one (record links). */
export default function BlogsPage() {
  const { data, error, loading, reload } = useApiData<Page<BlogRow>>('/blog/blogs');
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<BlogForm | null>(null);
  const [lang, setLang] = useState<EditLang>('en_US');
  const [saving, setSaving] = useState(false);

  const open = async (id: number) => {
    const blog = await api.get<BlogDetail>(`/blog/blogs/${id}`);
    setForm({ id: blog.id, names: blog.names, subtitles: blog.subtitles, published: blog.published });
  };

  const editId = Number(params.get('edit'));
  useEffect(() => {
    if (editId > 0) void open(editId).catch((failure: unknown) => showSaveError(null, failure));
  }, [editId]);

  const close = () => {
    setForm(null);
    if (params.has('edit')) setParams({}, { replace: true });
  };

  const save = async () => {
    if (!form) return;
    setSaving(true);
    try {
      const body = { name: form.names, subtitle: form.subtitles, published: form.published };
      if (form.id === null) await api.post('/blog/blogs', body);
      else await api.put(`/blog/blogs/${form.id}`, body);
      notifySaved('Blog saved');
      close();
      reload();
    } catch (failure) {
      showSaveError(null, failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Blogs"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm(emptyBlog)}>
            New blog
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? <EmptyState>No blogs yet.</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder>
          <Table verticalSpacing="sm" aria-label="Blogs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th ta="right">Posts</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((blog) => (
                <Table.Tr key={blog.id}>
                  <Table.Td>
                    <Anchor component="button" fw={500} size="sm" onClick={() => void open(blog.id)}>
                      {blog.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={blog.url} target="_blank" size="sm">
                      {blog.url}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{blog.postCount}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={blog.published ? 'teal' : 'gray'}>
                      {blog.published ? 'Published' : 'Unpublished'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      <Modal opened={form !== null} onClose={close} title={form?.id ? 'Edit blog' : 'New blog'}>
        {form ? (
          <Stack>
            <LanguageTabs value={lang} onChange={setLang} />
            <TextInput
              label="Name"
              required={lang === 'en_US'}
              value={form.names[lang] ?? ''}
              onChange={(event) =>
                setForm({ ...form, names: { ...form.names, [lang]: event.currentTarget.value } })
              }
            />
            <TextInput
              label="Subtitle"
              value={form.subtitles[lang] ?? ''}
              onChange={(event) =>
                setForm({ ...form, subtitles: { ...form.subtitles, [lang]: event.currentTarget.value } })
              }
            />
            <Switch
              label="Published"
              checked={form.published}
              onChange={(event) => setForm({ ...form, published: event.currentTarget.checked })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button loading={saving} onClick={() => void save()}>
                Save
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
