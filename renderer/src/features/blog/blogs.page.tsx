import { Anchor, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { LangCode } from '@shared/api/admin';
import { blogAdminCalls as calls } from '@shared/blog/admin-calls';
import type { BlogRow, TranslatedText } from '@shared/blog/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../app/api';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { LanguageTabs } from '../../app/language-tabs';
import { PublishedBadge } from '../../app/published-badge';
import { PagedList, type RecordColumn } from '../../app/record-list';
import { PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { t } from '../../app/i18n';

interface BlogForm {
  id: number | null;
  names: TranslatedText;
  subtitles: TranslatedText;
  published: boolean;
}

const emptyBlog: BlogForm = { id: null, names: {}, subtitles: {}, published: true };

/** The blogs: name and subtitle per language, published or not; ?edit={id} opens one (record links). */
export default function BlogsPage() {
  const [page, setPage] = useState(1);
  const list = useApiData(calls.blogs, { query: { page: page > 1 ? page : undefined } });
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<BlogForm | null>(null);
  const [lang, setLang] = useState<LangCode>('en_US');
  const { saving, save: run } = useSave(null);

  const open = async (id: number) => {
    const blog = await api.call(calls.blog, { params: { id } });
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
    await run(async () => {
      const body = { name: form.names, subtitle: form.subtitles, published: form.published };
      if (form.id === null) await api.call(calls.createBlog, { body });
      else await api.call(calls.updateBlog, { params: { id: form.id }, body });
      notifySaved(t('admin.blog.blogSaved'));
      close();
      list.reload();
    });
  };

  const columns: RecordColumn<BlogRow>[] = [
    {
      header: t('admin.common.name'),
      cell: (blog) => (
        <Anchor component="button" fw={500} size="sm" onClick={() => void open(blog.id)}>
          {blog.name}
        </Anchor>
      ),
    },
    {
      header: t('admin.common.address'),
      cell: (blog) => (
        <Anchor href={blog.url} target="_blank" size="sm">
          {blog.url}
        </Anchor>
      ),
    },
    { header: t('admin.blog.posts'), align: 'right', cell: (blog) => blog.postCount },
    { header: t('admin.common.state'), cell: (blog) => <PublishedBadge published={blog.published} /> },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.blog.blogs')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm(emptyBlog)}>
            {t('admin.blog.newBlog')}
          </Button>
        }
      />
      <PagedList
        list={list}
        columns={columns}
        label={t('admin.blog.blogs')}
        empty={t('admin.blog.noBlogsYet')}
        noun={{ one: t('admin.blog.nounBlog'), many: t('admin.blog.nounBlogs') }}
        page={page}
        onPageChange={setPage}
      />
      <Modal
        opened={form !== null}
        onClose={close}
        title={form?.id ? t('admin.blog.editBlog') : t('admin.blog.newBlog')}
      >
        {form ? (
          <Stack>
            <LanguageTabs size="xs" value={lang} onChange={setLang} />
            <TextInput
              label={t('admin.common.name')}
              required={lang === 'en_US'}
              value={form.names[lang] ?? ''}
              onChange={(event) =>
                setForm({ ...form, names: { ...form.names, [lang]: event.currentTarget.value } })
              }
            />
            <TextInput
              label={t('admin.common.subtitle')}
              value={form.subtitles[lang] ?? ''}
              onChange={(event) =>
                setForm({ ...form, subtitles: { ...form.subtitles, [lang]: event.currentTarget.value } })
              }
            />
            <Switch
              label={t('admin.common.published')}
              checked={form.published}
              onChange={(event) => setForm({ ...form, published: event.currentTarget.checked })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('admin.common.cancel')}
              </Button>
              <Button loading={saving} onClick={() => void save()}>
                {t('admin.common.save')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
