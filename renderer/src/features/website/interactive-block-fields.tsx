import { Select, Stack, Text } from '@mantine/core';
import type { Block, BlockOf } from '@shared/website/contract';
import { interactiveBlockTypes, type InteractiveBlockType } from '@shared/website/interactive-blocks';
import { Rows, text, type Errors } from './block-field-inputs';

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
          {block.type === 'accordion' ? text('Title', block.title, (title) => set({ title })) : null}
          <Rows
            items={block.items}
            onChange={(items) => set({ items })}
            make={() => ({ title: 'New item', text: '' })}
            render={(item, update, index) => (
              <>
                {text(
                  `Item ${index + 1} title`,
                  item.title,
                  (title) => update({ ...item, title }),
                  errors[`items.${index}.title`],
                )}
                {text('Text', item.text, (value) => update({ ...item, text: value }), undefined, true)}
              </>
            )}
          />
        </Stack>
      );
    case 'countdown':
      return (
        <Stack gap="xs">
          {text('Title', block.title, (title) => set({ title }))}
          {text(
            'Until (date and time with its offset, e.g. 2020-09-20T17:00:00-07:00)',
            block.target,
            (target) => set({ target }),
            errors.target,
          )}
        </Stack>
      );
    case 'testimonials':
      return (
        <Stack gap="xs">
          {text('Title', block.title, (title) => set({ title }))}
          <Rows
            items={block.items}
            onChange={(items) => set({ items })}
            make={() => ({ quote: 'Their words.', author: '' })}
            render={(item, update, index) => (
              <>
                {text(
                  `Testimonial ${index + 1}`,
                  item.quote,
                  (quote) => update({ ...item, quote }),
                  errors[`items.${index}.quote`],
                  true,
                )}
                {text('Who', item.author, (author) => update({ ...item, author }))}
              </>
            )}
          />
        </Stack>
      );
    case 'filter_grid':
      return (
        <Stack gap="xs">
          {text('Title', block.title, (title) => set({ title }))}
          <Rows
            items={block.items}
            onChange={(items) => set({ items })}
            make={() => ({ title: 'New item', category: 'Web', text: '' })}
            render={(item, update, index) => (
              <>
                {text(
                  `Item ${index + 1} title`,
                  item.title,
                  (title) => update({ ...item, title }),
                  errors[`items.${index}.title`],
                )}
                {text(
                  'Category (the filter buttons)',
                  item.category,
                  (category) => update({ ...item, category }),
                  errors[`items.${index}.category`],
                )}
                {text('Text', item.text, (value) => update({ ...item, text: value }))}
              </>
            )}
          />
        </Stack>
      );
    case 'video_popup':
      return (
        <Stack gap="xs">
          {text('Button', block.title, (title) => set({ title }))}
          <Select
            label="Provider"
            data={[
              { value: 'youtube', label: 'YouTube' },
              { value: 'vimeo', label: 'Vimeo' },
            ]}
            value={block.provider}
            allowDeselect={false}
            onChange={(provider) => provider && set({ provider: provider as 'youtube' | 'vimeo' })}
          />
          {text(
            'Video id (the end of its address)',
            block.videoId,
            (videoId) => set({ videoId }),
            errors.videoId,
          )}
        </Stack>
      );
    case 'case_study':
      return (
        <Stack gap="xs">
          {text('Title', block.title, (title) => set({ title }))}
          {text('Story', block.story, (story) => set({ story }), errors.story, true)}
          <Rows
            items={block.facts}
            onChange={(facts) => set({ facts })}
            make={() => ({ label: 'Fact', value: '' })}
            render={(fact, update, index) => (
              <>
                {text(
                  `Fact ${index + 1}`,
                  fact.label,
                  (label) => update({ ...fact, label }),
                  errors[`facts.${index}.label`],
                )}
                {text('Value', fact.value, (value) => update({ ...fact, value }))}
              </>
            )}
          />
        </Stack>
      );
    case 'reveal':
      return (
        <Text size="sm" c="dimmed">
          The blocks after this one fade in as they come into view (70 % of the window).
        </Text>
      );
    case 'preloader':
      return (
        <Text size="sm" c="dimmed">
          A loading screen covers the page until it has loaded, then fades out.
        </Text>
      );
    case 'go_top':
      return (
        <Text size="sm" c="dimmed">
          A button to go back to the top shows once the visitor has scrolled 600 px.
        </Text>
      );
  }
}
