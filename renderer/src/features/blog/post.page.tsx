import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Grid,
  Group,
  Image,
  Paper,
  Select,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconExternalLink, IconPhoto, IconTrash } from '@tabler/icons-react';
import type { LangCode } from '@shared/api/admin';
import { blogAdminCalls as calls } from '@shared/blog/admin-calls';
import type { PostDetail, PostInput, TranslatedText } from '@shared/blog/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../app/api';
import { useAdminSession } from '../../app/auth';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { LanguageTabs } from '../../app/language-tabs';
import { ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { postStates } from './blog-labels';
import { RichTextEditor } from './rich-text-editor';
import { t } from '../../app/i18n';

interface PostForm {
  blogId: string | null;
  titles: TranslatedText;
  subtitles: TranslatedText;
  bodies: TranslatedText;
  metaTitles: TranslatedText;
  metaDescriptions: TranslatedText;
  tags: string[];
  authorId: string | null;
  /** The <input type="datetime-local"> value, in the browser's time zone. */
  postDate: string;
  published: boolean;
}

/** ISO → 'YYYY-MM-DDTHH:mm' in local time, as datetime-local inputs want it. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function formOf(post: PostDetail): PostForm {
  return {
    blogId: String(post.blogId),
    titles: post.titles,
    subtitles: post.subtitles,
    bodies: post.bodies,
    metaTitles: post.metaTitles,
    metaDescriptions: post.metaDescriptions,
    tags: post.tags,
    authorId: post.authorId === null ? null : String(post.authorId),
    postDate: localInput(post.postDate),
    published: post.published,
  };
}

/** The post editor: texts per language with a rich-text body, cover, tags, author, date (scheduling), publishing. */
export default function PostPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const { user } = useAdminSession();
  const loaded = useApiData(calls.post, isNew ? null : { params: { id } });
  const blogs = useApiData(calls.blogs);
  const authors = useApiData(calls.authors);
  const tags = useApiData(calls.tags);
  const [post, setPost] = useState<PostDetail | null>(null);
  const [form, setForm] = useState<PostForm | null>(null);
  const [lang, setLang] = useState<LangCode>('en_US');
  const [problem, setProblem] = useState('');
  const { saving, save: run } = useSave(null, setProblem);

  useEffect(() => {
    if (loaded.data) {
      setPost(loaded.data);
      setForm(formOf(loaded.data));
    }
  }, [loaded.data]);

  useEffect(() => {
    if (isNew && !form && blogs.data)
      setForm({
        blogId: blogs.data.items[0] ? String(blogs.data.items[0].id) : null,
        titles: {},
        subtitles: {},
        bodies: {},
        metaTitles: {},
        metaDescriptions: {},
        tags: [],
        authorId: user ? String(user.id) : null,
        postDate: localInput(new Date().toISOString()),
        published: false,
      });
  }, [isNew, form, blogs.data, user]);

  if (loaded.error) return <ErrorState error={loaded.error} onRetry={loaded.reload} />;
  if (!form) return <LoadingState />;

  const setText = (
    field: 'titles' | 'subtitles' | 'bodies' | 'metaTitles' | 'metaDescriptions',
    text: string,
  ) => setForm({ ...form, [field]: { ...form[field], [lang]: text } });

  const save = async () => {
    setProblem('');
    await run(async () => {
      const date = new Date(form.postDate);
      const body: PostInput = {
        blogId: Number(form.blogId),
        title: form.titles,
        subtitle: form.subtitles,
        body: form.bodies,
        metaTitle: form.metaTitles,
        metaDescription: form.metaDescriptions,
        tags: form.tags,
        authorId: form.authorId === null ? null : Number(form.authorId),
        postDate: Number.isNaN(date.getTime()) ? form.postDate : date.toISOString(),
        published: form.published,
      };
      const saved = isNew
        ? await api.call(calls.createPost, { body })
        : await api.call(calls.updatePost, { params: { id }, body });
      setPost(saved);
      setForm(formOf(saved));
      notifySaved(t('admin.blog.postSaved'));
      if (isNew) void navigate(`/blog/posts/${saved.id}`, { replace: true });
    });
  };

  const uploadCover = async (file: File | null) => {
    if (!file || !post) return;
    try {
      const saved = await api.upload(calls.uploadCover, { file }, { params: { id: post.id } });
      setPost(saved);
      notifySaved(t('admin.blog.coverSaved'));
    } catch (failure) {
      showSaveError(null, failure);
    }
  };

  const removeCover = async () => {
    if (!post) return;
    try {
      setPost(await api.call(calls.clearCover, { params: { id: post.id } }));
    } catch (failure) {
      showSaveError(null, failure);
    }
  };

  const remove = async () => {
    if (!post || !window.confirm(t('admin.blog.deletePostQuestion'))) return;
    try {
      await api.call(calls.deletePost, { params: { id: post.id } });
      notifySaved(t('admin.blog.postDeleted'));
      void navigate('/blog');
    } catch (failure) {
      showSaveError(null, failure);
    }
  };

  return (
    <>
      <PageHeader
        title={isNew ? t('admin.blog.newPost') : (post?.title ?? t('admin.blog.post'))}
        actions={
          <Group>
            {post ? (
              <Badge variant="light" color={postStates()[post.state].color} data-testid="post-state">
                {postStates()[post.state].label}
              </Badge>
            ) : null}
            {post ? (
              <Button
                variant="default"
                component="a"
                href={post.url}
                target="_blank"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('admin.blog.viewSite')}
              </Button>
            ) : null}
            {post ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => void remove()}
              >
                {t('admin.common.delete')}
              </Button>
            ) : null}
            <Button loading={saving} onClick={() => void save()}>
              {t('admin.common.save')}
            </Button>
          </Group>
        }
      />
      {problem ? (
        <Alert color="red" mb="md">
          {problem}
        </Alert>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md">
            <Stack>
              <LanguageTabs size="xs" value={lang} onChange={setLang} />
              <TextInput
                label={t('admin.common.title')}
                required={lang === 'en_US'}
                value={form.titles[lang] ?? ''}
                onChange={(event) => setText('titles', event.currentTarget.value)}
              />
              <TextInput
                label={t('admin.common.subtitle')}
                value={form.subtitles[lang] ?? ''}
                onChange={(event) => setText('subtitles', event.currentTarget.value)}
              />
              <RichTextEditor
                key={`${post?.id ?? 'new'}-${lang}`}
                label={t('admin.blog.body')}
                value={form.bodies[lang] ?? ''}
                onChange={(html) => setText('bodies', html)}
              />
              <TextInput
                label={t('admin.common.metaTitleSearchEngines')}
                value={form.metaTitles[lang] ?? ''}
                onChange={(event) => setText('metaTitles', event.currentTarget.value)}
              />
              <Textarea
                label={t('admin.blog.metaDescriptionSearchEngines')}
                autosize
                minRows={2}
                value={form.metaDescriptions[lang] ?? ''}
                onChange={(event) => setText('metaDescriptions', event.currentTarget.value)}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md">
            <Stack>
              <Select
                label={t('admin.blog.blog')}
                required
                data={(blogs.data?.items ?? []).map((blog) => ({ value: String(blog.id), label: blog.name }))}
                value={form.blogId}
                onChange={(value) => setForm({ ...form, blogId: value })}
              />
              <Select
                label={t('admin.blog.author')}
                clearable
                data={(authors.data ?? []).map((author) => ({
                  value: String(author.id),
                  label: author.name,
                }))}
                value={form.authorId}
                onChange={(value) => setForm({ ...form, authorId: value })}
              />
              <TextInput
                type="datetime-local"
                label={t('admin.blog.publicationDate')}
                description={t('admin.blog.dateFutureKeepsPostHiddenUntilThen')}
                value={form.postDate}
                onChange={(event) => setForm({ ...form, postDate: event.currentTarget.value })}
              />
              <Switch
                label={t('admin.common.published')}
                checked={form.published}
                onChange={(event) => setForm({ ...form, published: event.currentTarget.checked })}
              />
              <TagsInput
                label={t('admin.blog.tags')}
                data={tags.data ?? []}
                value={form.tags}
                onChange={(value) => setForm({ ...form, tags: value })}
                clearable
              />
              <Stack gap="xs">
                {post?.coverUrl ? (
                  <Image src={post.coverUrl} alt={t('admin.blog.cover')} radius="sm" />
                ) : null}
                {post ? (
                  <Group>
                    <FileButton
                      onChange={(file) => void uploadCover(file)}
                      accept="image/png,image/jpeg,image/webp,image/gif"
                    >
                      {(props) => (
                        <Button variant="default" leftSection={<IconPhoto size={16} />} {...props}>
                          {post.coverUrl ? t('admin.blog.changeCover') : t('admin.blog.addCover')}
                        </Button>
                      )}
                    </FileButton>
                    {post.coverUrl ? (
                      <Anchor component="button" size="sm" c="red" onClick={() => void removeCover()}>
                        {t('admin.blog.removeCover')}
                      </Anchor>
                    ) : null}
                  </Group>
                ) : (
                  <Anchor component="span" size="sm" c="dimmed">
                    {t('admin.blog.savePostAddCover')}
                  </Anchor>
                )}
              </Stack>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
