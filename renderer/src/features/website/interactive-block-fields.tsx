import { Select, Stack, Text } from '@mantine/core';
import type { Block, BlockOf } from '@shared/website/contract';
import { interactiveBlockTypes, type InteractiveBlockType } from '@shared/website/interactive-blocks';
import { Rows, text, type Errors } from './block-field-inputs';
import { t } from '../../app/i18n';
import { videoProviderOptions } from './website-api';

type InteractiveBlock = BlockOf<InteractiveBlockType>;

const interactiveTypes: ReadonlySet<string> = new Set(interactiveBlockTypes);
export const isInteractiveBlock = (block: Block): block is InteractiveBlock =>
  interactiveTypes.has(block.type);

/** The fields of the blocks with a page behaviour (accordion, tabs, countdown, testimonials, grid, go-to-top). */
export function InteractiveBlockFields({
  block,
  onChange,
  errors,
}: {
  block: InteractiveBlock;
  onChange: (block: Block) => void;
  errors: Errors;
}) {
  const set = (patch: Partial<InteractiveBlock>) => onChange({ ...block, ...patch } as Block);
  switch (block.type) {
    case 'accordion':
    case 'tabs':
      return (
        <Stack gap="xs">
          {block.type === 'accordion'
            ? text(t('admin.common.title'), block.title, (title) => set({ title }))
            : null}
          <Rows
            items={block.items}
            onChange={(items) => set({ items })}
            make={() => ({ title: t('admin.website.contentNewItem'), text: '' })}
            render={(item, update, index) => (
              <>
                {text(
                  t('admin.website.itemXTitle', index + 1),
                  item.title,
                  (title) => update({ ...item, title }),
                  errors[`items.${index}.title`],
                )}
                {text(
                  t('admin.common.text'),
                  item.text,
                  (value) => update({ ...item, text: value }),
                  undefined,
                  true,
                )}
              </>
            )}
          />
        </Stack>
      );
    case 'countdown':
      return (
        <Stack gap="xs">
          {text(t('admin.common.title'), block.title, (title) => set({ title }))}
          {text(
            t('admin.website.untilDateTimeOffsetEG20200920t170000'),
            block.target,
            (target) => set({ target }),
            errors.target,
          )}
        </Stack>
      );
    case 'testimonials':
      return (
        <Stack gap="xs">
          {text(t('admin.common.title'), block.title, (title) => set({ title }))}
          <Rows
            items={block.items}
            onChange={(items) => set({ items })}
            make={() => ({ quote: t('admin.website.contentTheirWords'), author: '' })}
            render={(item, update, index) => (
              <>
                {text(
                  t('admin.website.testimonialX', index + 1),
                  item.quote,
                  (quote) => update({ ...item, quote }),
                  errors[`items.${index}.quote`],
                  true,
                )}
                {text(t('admin.website.who'), item.author, (author) => update({ ...item, author }))}
              </>
            )}
          />
        </Stack>
      );
    case 'filter_grid':
      return (
        <Stack gap="xs">
          {text(t('admin.common.title'), block.title, (title) => set({ title }))}
          <Rows
            items={block.items}
            onChange={(items) => set({ items })}
            make={() => ({
              title: t('admin.website.contentNewItem'),
              category: t('admin.website.contentWeb'),
              text: '',
            })}
            render={(item, update, index) => (
              <>
                {text(
                  t('admin.website.itemXTitle', index + 1),
                  item.title,
                  (title) => update({ ...item, title }),
                  errors[`items.${index}.title`],
                )}
                {text(
                  t('admin.website.categoryFilterButtons'),
                  item.category,
                  (category) => update({ ...item, category }),
                  errors[`items.${index}.category`],
                )}
                {text(t('admin.common.text'), item.text, (value) => update({ ...item, text: value }))}
              </>
            )}
          />
        </Stack>
      );
    case 'video_popup':
      return (
        <Stack gap="xs">
          {text(t('admin.website.button'), block.title, (title) => set({ title }))}
          <Select
            label={t('admin.website.provider')}
            data={videoProviderOptions}
            value={block.provider}
            allowDeselect={false}
            onChange={(provider) => provider && set({ provider: provider as 'youtube' | 'vimeo' })}
          />
          {text(
            t('admin.website.videoIdEndAddress'),
            block.videoId,
            (videoId) => set({ videoId }),
            errors.videoId,
          )}
        </Stack>
      );
    case 'case_study':
      return (
        <Stack gap="xs">
          {text(t('admin.common.title'), block.title, (title) => set({ title }))}
          {text(t('admin.website.story'), block.story, (story) => set({ story }), errors.story, true)}
          <Rows
            items={block.facts}
            onChange={(facts) => set({ facts })}
            make={() => ({ label: t('admin.website.fact'), value: '' })}
            render={(fact, update, index) => (
              <>
                {text(
                  t('admin.website.factX', index + 1),
                  fact.label,
                  (label) => update({ ...fact, label }),
                  errors[`facts.${index}.label`],
                )}
                {text(t('admin.common.value'), fact.value, (value) => update({ ...fact, value }))}
              </>
            )}
          />
        </Stack>
      );
    case 'reveal':
      return (
        <Text size="sm" c="dimmed">
          {t('admin.website.blocksAfterOneFadeTheyComeIntoView70')}
        </Text>
      );
    case 'preloader':
      return (
        <Text size="sm" c="dimmed">
          {t('admin.website.loadingScreenCoversPageUntilHas')}
        </Text>
      );
    case 'go_top':
      return (
        <Text size="sm" c="dimmed">
          {t('admin.website.buttonGoBackTopShowsOnceVisitorHas')}
        </Text>
      );
  }
}
