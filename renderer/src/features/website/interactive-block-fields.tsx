import { Stack, Text } from '@mantine/core';
import type { Block, BlockOf } from '@shared/website/contract';
import { Rows, text, type Errors } from './block-field-inputs';

type InteractiveBlock =
  | BlockOf<'accordion'>
  | BlockOf<'tabs'>
  | BlockOf<'countdown'>
  | BlockOf<'testimonials'>
  | BlockOf<'filter_grid'>
  | BlockOf<'go_top'>;

const interactiveTypes = new Set(['accordion', 'tabs', 'countdown', 'testimonials', 'filter_grid', 'go_top']);
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
    case 'go_top':
      return (
        <Text size="sm" c="dimmed">
          A button to go back to the top shows once the visitor has scrolled 600 px.
        </Text>
      );
  }
}
