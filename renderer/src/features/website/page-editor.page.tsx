import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { LangCode } from '@shared/api/admin';
import { websiteAdminCalls as calls } from '@shared/website/admin-calls';
import { blockTypes, type Block, type BlockType, type PageInput } from '@shared/website/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api, ApiError } from '../../app/api';
import { failureMessage, notifyError, notifySaved } from '../../app/form-feedback';
import { LanguageTabs } from '../../app/language-tabs';
import { ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSaveWith } from '../../app/use-save';
import { BlockFields } from './block-fields';
import { BlockGapBadge, gapCounts, pageGaps, TranslationNotice } from './translation-notice';
import { blockLabels, emptyPage, newBlock, toInput } from './website-api';
import { t } from '../../app/i18n';

/** Errors of block `index` in `lang`, keyed by their path inside the block. */
function blockErrors(errors: Record<string, string>, lang: LangCode, index: number): Record<string, string> {
  const prefix = `blocks.${lang}.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/** The live preview: the draft rendered by the site itself in editor mode, in a frame. */
function LivePreview({ input, id }: { input: PageInput; id: number | null }) {
  const [debounced] = useDebouncedValue(input, 500);
  const [src, setSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api
      .call(calls.preview, { body: { ...debounced, id } })
      .then((answer) => {
        if (!current) return;
        setSrc(answer.url);
        setProblem(null);
      })
      .catch((reason: unknown) => current && setProblem(failureMessage(reason)));
    return () => {
      current = false;
    };
  }, [debounced, id]);
  return (
    <Stack gap="xs">
      {problem ? (
        <Alert color="yellow" title={t('admin.website.previewShowsLastValidDraft')}>
          {problem}
        </Alert>
      ) : null}
      {src ? (
        <iframe
          title={t('admin.website.pagePreview')}
          src={src}
          style={{
            width: '100%',
            height: '80vh',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 4,
          }}
        />
      ) : null}
    </Stack>
  );
}

function PageEditor({ initial, id }: { initial: PageInput; id: number | null }) {
  const navigate = useNavigate();
  const [input, setInput] = useState<PageInput>(initial);
  const [lang, setLang] = useState<LangCode>('en_US');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { saving, save: run } = useSaveWith((reason) => {
    if (reason instanceof ApiError && reason.hasFieldErrors) setErrors(reason.fields);
    notifyError(t('admin.common.notSaved'), failureMessage(reason));
  });
  const [adding, setAdding] = useState<BlockType>('text');
  const [savedPublished, setSavedPublished] = useState(initial.published);

  const gaps = pageGaps(input);
  const ownBlocks = input.blocks[lang];
  const blocks: Block[] = ownBlocks ?? input.blocks.en_US ?? [];
  const setBlocks = (next: Block[]) => setInput({ ...input, blocks: { ...input.blocks, [lang]: next } });
  const setTranslated = (field: 'title' | 'metaTitle' | 'metaDescription', value: string) =>
    setInput({ ...input, [field]: { ...input[field], [lang]: value } });

  const move = (index: number, delta: number) => {
    const next = [...blocks];
    const [moved] = next.splice(index, 1);
    next.splice(index + delta, 0, moved!);
    setBlocks(next);
  };

  const save = async () => {
    setErrors({});
    await run(async () => {
      const saved = id
        ? await api.call(calls.updatePage, { params: { id }, body: input })
        : await api.call(calls.createPage, { body: input });
      notifySaved(t('admin.website.pageSaved'));
      setSavedPublished(saved.published);
      if (!id) navigate(`/website/pages/${saved.id}`, { replace: true });
    });
  };

  const addToMenu = async (pageId: number) => {
    try {
      await api.call(calls.addPageToMenu, { body: { pageId, parentId: null } });
      notifySaved(t('admin.website.addedMenu'));
    } catch (reason) {
      notifyError(t('admin.website.notAddedMenu'), failureMessage(reason));
    }
  };

  return (
    <>
      <PageHeader
        title={id ? t('admin.website.pageX', initial.url) : t('admin.website.newPage')}
        actions={
          <>
            {id && savedPublished ? (
              <Button variant="default" onClick={() => void addToMenu(id)}>
                {t('admin.website.addMenu')}
              </Button>
            ) : null}
            {id ? (
              <Button variant="default" component="a" href={initial.url} target="_blank">
                {t('admin.website.openPage')}
              </Button>
            ) : null}
            <Button onClick={() => void save()} loading={saving}>
              {t('admin.common.save')}
            </Button>
          </>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack>
            <LanguageTabs
              value={lang}
              onChange={setLang}
              missing={gapCounts(gaps)}
              aria-label={t('admin.website.languageBeingEdited')}
            />
            <TranslationNotice lang={lang} gaps={gaps[lang]} />
            <Group grow align="flex-start">
              <TextInput
                label={t('admin.common.address')}
                value={input.url}
                onChange={(e) => setInput({ ...input, url: e.currentTarget.value })}
                error={errors.url}
              />
              <TextInput
                label={t('admin.common.title')}
                value={input.title[lang] ?? ''}
                onChange={(e) => setTranslated('title', e.currentTarget.value)}
                error={errors.title}
              />
            </Group>
            <TextInput
              label={t('admin.common.metaTitleSearchEngines')}
              value={input.metaTitle[lang] ?? ''}
              onChange={(e) => setTranslated('metaTitle', e.currentTarget.value)}
            />
            <Textarea
              label={t('admin.website.metaDescription')}
              value={input.metaDescription[lang] ?? ''}
              onChange={(e) => setTranslated('metaDescription', e.currentTarget.value)}
              autosize
            />
            <Switch
              label={t('admin.common.published')}
              checked={input.published}
              onChange={(e) => setInput({ ...input, published: e.currentTarget.checked })}
            />
            <Switch
              label={t('admin.website.hiddenSearchEngines')}
              description={t('admin.website.noindexNofollowLeftOutSitemap')}
              checked={input.noindex}
              onChange={(e) => setInput({ ...input, noindex: e.currentTarget.checked })}
            />
            <Title order={4}>{t('admin.website.blocks')}</Title>
            {lang !== 'en_US' && !ownBlocks ? (
              <Alert color="blue">
                <Text size="sm" mb="xs">
                  {t('admin.website.languageShowsEnglishBlocks')}
                </Text>
                <Button size="xs" onClick={() => setBlocks(structuredClone(input.blocks.en_US ?? []))}>
                  {t('admin.website.translateCopyEnglishBlocks')}
                </Button>
              </Alert>
            ) : null}
            {blocks.map((block, index) => (
              <Paper key={block.id} withBorder p="sm" data-block-editor={block.type}>
                <Group justify="space-between" mb="xs">
                  <Group gap="xs">
                    <Text fw={600}>{blockLabels()[block.type]}</Text>
                    <BlockGapBadge blockId={block.id} gaps={gaps[lang]} />
                  </Group>
                  <Group gap={4}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('admin.common.moveUp')}
                      disabled={index === 0 || (!ownBlocks && lang !== 'en_US')}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('admin.common.moveDown')}
                      disabled={index === blocks.length - 1 || (!ownBlocks && lang !== 'en_US')}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('admin.website.removeBlock')}
                      disabled={!ownBlocks && lang !== 'en_US'}
                      onClick={() => setBlocks(blocks.filter((_, at) => at !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
                <fieldset
                  disabled={!ownBlocks && lang !== 'en_US'}
                  style={{ border: 0, padding: 0, margin: 0 }}
                >
                  <BlockFields
                    block={block}
                    onChange={(next) => setBlocks(blocks.map((old, at) => (at === index ? next : old)))}
                    errors={blockErrors(errors, lang, index)}
                  />
                </fieldset>
              </Paper>
            ))}
            <Group align="flex-end">
              <Select
                label={t('admin.website.newBlock')}
                data={blockTypes.map((type) => ({ value: type, label: blockLabels()[type] }))}
                value={adding}
                onChange={(value) => value && setAdding(value as BlockType)}
                allowDeselect={false}
              />
              <Button
                leftSection={<IconPlus size={16} />}
                variant="light"
                disabled={!ownBlocks && lang !== 'en_US'}
                onClick={() => setBlocks([...blocks, newBlock(adding)])}
              >
                {t('admin.website.addBlock')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <LivePreview input={input} id={id} />
        </Grid.Col>
      </Grid>
    </>
  );
}

/** The page editor: fields, blocks, and the live preview of the draft. */
export default function PageEditorPage() {
  const params = useParams();
  const id = params.id === 'new' ? null : Number(params.id);
  const { data, error, loading, reload } = useApiData(calls.page, id ? { params: { id } } : null);
  if (id === null) return <PageEditor initial={emptyPage()} id={null} />;
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (loading || !data) return <LoadingState />;
  return <PageEditor key={data.id} initial={toInput(data)} id={data.id} />;
}
