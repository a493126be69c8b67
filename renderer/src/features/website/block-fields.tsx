/** The fields of each block type in the page editor. Errors come from the server's zod paths. */
import { Group, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { isModuleBlock, regionalKinds, type Block, type BlockOf } from '@shared/website/contract';
import { blockEditorFor } from '../../app/navigation';
import { ButtonFields, ImageField, LinkField, Rows, text, type Errors } from './block-field-inputs';
import { InteractiveBlockFields, isInteractiveBlock } from './interactive-block-fields';

interface FieldProps<B extends Block> {
  block: B;
  onChange: (block: B) => void;
  /** Errors of this block, by path inside it ('title', 'button.url'). */
  errors: Errors;
}

export function BlockFields({ block, onChange, errors }: FieldProps<Block>) {
  if (isModuleBlock(block)) {
    // Blocks of other features: their editors come with them (AdminFeature.blockEditors).
    const Editor = blockEditorFor(block.type);
    return Editor ? <Editor block={block} onChange={onChange} errors={errors} /> : null;
  }
  if (isInteractiveBlock(block))
    return <InteractiveBlockFields block={block} onChange={onChange} errors={errors} />;
  const set = <B extends Block>(patch: Partial<B>) => onChange({ ...block, ...patch } as Block);
  switch (block.type) {
    case 'text':
      return (
        <Stack gap="xs">
          {text('Text', block.text, (value) => set({ text: value }), errors.text, true)}
          <Text size="xs" c="dimmed">
            ## Heading, ### Smaller heading, - list item, **bold**, *italic*, [label](/page). A blank line
            starts a paragraph.
          </Text>
        </Stack>
      );
    case 'image_text': {
      const b = block as BlockOf<'image_text'>;
      return (
        <Stack gap="xs">
          {text('Title', b.title, (title) => set({ title }), errors.title)}
          {text('Text', b.text, (value) => set({ text: value }), errors.text, true)}
          <ImageField
            label="Image"
            value={b.image.src}
            onChange={(src) => set({ image: { ...b.image, src } })}
            error={errors['image.src']}
          />
          {text('Image description', b.image.alt, (alt) => set({ image: { ...b.image, alt } }))}
          <Group>
            <Select
              label="Image side"
              data={['left', 'right']}
              value={b.imageSide}
              onChange={(side) => side && set({ imageSide: side as 'left' | 'right' })}
            />
            <Switch
              label="Zoom on hover"
              checked={b.zoom}
              onChange={(e) => set({ zoom: e.currentTarget.checked })}
              mt="lg"
            />
          </Group>
        </Stack>
      );
    }
    case 'banner': {
      const b = block as BlockOf<'banner'>;
      return (
        <Stack gap="xs">
          {text('Title', b.title, (title) => set({ title }), errors.title)}
          {text('Subtitle', b.subtitle, (subtitle) => set({ subtitle }), errors.subtitle)}
          <ImageField
            label="Background image (optional)"
            value={b.image ?? ''}
            onChange={(image) => set({ image: image || null })}
            error={errors.image}
          />
          <ButtonFields
            value={b.button}
            onChange={(button) => set({ button })}
            errors={errors}
            prefix="button"
            optional
          />
        </Stack>
      );
    }
    case 'gallery': {
      const b = block as BlockOf<'gallery'>;
      return (
        <Stack gap="xs">
          {text('Title', b.title, (title) => set({ title }), errors.title)}
          <Select
            label="Display"
            data={[
              { value: 'grid', label: 'Grid with lightbox' },
              { value: 'slideshow', label: 'Slideshow' },
            ]}
            value={b.mode}
            onChange={(mode) => mode && set({ mode: mode as 'grid' | 'slideshow' })}
          />
          <Rows
            items={b.images}
            onChange={(images) => set({ images })}
            make={() => ({ src: '/web/image/website.image/0/datas', alt: '', caption: '' })}
            render={(image, update, index) => (
              <>
                <ImageField
                  label={`Image ${index + 1}`}
                  value={image.src}
                  onChange={(src) => update({ ...image, src })}
                  error={errors[`images.${index}.src`]}
                />
                {text('Caption', image.caption, (caption) => update({ ...image, caption }))}
              </>
            )}
          />
          {errors.images ? (
            <Text c="red" size="sm">
              {errors.images}
            </Text>
          ) : null}
        </Stack>
      );
    }
    case 'carousel': {
      const b = block as BlockOf<'carousel'>;
      return (
        <Stack gap="xs">
          <NumberInput
            label="Seconds per slide"
            min={2}
            max={30}
            value={b.intervalMs / 1000}
            onChange={(value) => set({ intervalMs: Math.round(Number(value) * 1000) || 5000 })}
          />
          <Rows
            items={b.slides}
            onChange={(slides) => set({ slides })}
            make={() => ({ image: null, title: 'A slide', text: '', button: null })}
            render={(slide, update, index) => (
              <>
                {text(
                  `Slide ${index + 1} title`,
                  slide.title,
                  (title) => update({ ...slide, title }),
                  errors[`slides.${index}.title`],
                )}
                {text('Text', slide.text, (value) => update({ ...slide, text: value }))}
                <ImageField
                  label="Image (optional)"
                  value={slide.image ?? ''}
                  onChange={(image) => update({ ...slide, image: image || null })}
                  error={errors[`slides.${index}.image`]}
                />
              </>
            )}
          />
        </Stack>
      );
    }
    case 'parallax': {
      const b = block as BlockOf<'parallax'>;
      return (
        <Stack gap="xs">
          {text('Title', b.title, (title) => set({ title }), errors.title)}
          {text('Text', b.text, (value) => set({ text: value }))}
          <ImageField
            label="Background image"
            value={b.image}
            onChange={(image) => set({ image })}
            error={errors.image}
          />
          <NumberInput
            label="Speed (0 = fixed, 1 = with the page)"
            min={0}
            max={1}
            step={0.1}
            decimalScale={2}
            value={b.speed}
            onChange={(speed) => set({ speed: Number(speed) })}
          />
        </Stack>
      );
    }
    case 'video': {
      const b = block as BlockOf<'video'>;
      return (
        <Stack gap="xs">
          {text('Title', b.title, (title) => set({ title }))}
          <Group grow>
            <Select
              label="Provider"
              data={[
                { value: 'youtube', label: 'YouTube' },
                { value: 'vimeo', label: 'Vimeo' },
              ]}
              value={b.provider}
              onChange={(provider) => provider && set({ provider: provider as 'youtube' | 'vimeo' })}
            />
            {text('Video id', b.videoId, (videoId) => set({ videoId }), errors.videoId)}
          </Group>
        </Stack>
      );
    }
    case 'social_embed': {
      const b = block as BlockOf<'social_embed'>;
      return (
        <Stack gap="xs">
          {text('Title', b.title, (title) => set({ title }))}
          <Select
            label="Network"
            data={['facebook', 'x', 'instagram', 'linkedin']}
            value={b.network}
            onChange={(network) => network && set({ network: network as BlockOf<'social_embed'>['network'] })}
          />
          {text('Page address', b.pageUrl, (pageUrl) => set({ pageUrl }), errors.pageUrl)}
        </Stack>
      );
    }
    case 'cards': {
      const b = block as BlockOf<'cards'>;
      return (
        <Stack gap="xs">
          {text('Title', b.title, (title) => set({ title }))}
          <Rows
            items={b.cards}
            onChange={(cards) => set({ cards })}
            make={() => ({ title: 'A card', text: '', image: null, url: null })}
            render={(card, update, index) => (
              <>
                {text(
                  `Card ${index + 1} title`,
                  card.title,
                  (title) => update({ ...card, title }),
                  errors[`cards.${index}.title`],
                )}
                {text('Text', card.text, (value) => update({ ...card, text: value }))}
                <LinkField
                  label="Link (optional)"
                  value={card.url ?? ''}
                  onChange={(url) => update({ ...card, url: url || null })}
                  error={errors[`cards.${index}.url`]}
                />
              </>
            )}
          />
        </Stack>
      );
    }
    case 'regional': {
      const b = block as BlockOf<'regional'>;
      return (
        <Stack gap="xs">
          <Select
            label="What it gives"
            data={regionalKinds.map((kind) => ({
              value: kind,
              label: kind[0]!.toUpperCase() + kind.slice(1),
            }))}
            value={b.kind}
            allowDeselect={false}
            onChange={(kind) => kind && set({ kind: kind as BlockOf<'regional'>['kind'] })}
          />
          {text('Title', b.title, (title) => set({ title }), errors.title)}
          {text(
            'For visitors in Asia (the India variant)',
            b.india,
            (india) => set({ india }),
            errors.india,
            true,
          )}
          {text('For everyone else', b.other, (other) => set({ other }), errors.other, true)}
        </Stack>
      );
    }
    case 'call_to_action': {
      const b = block as BlockOf<'call_to_action'>;
      return (
        <Stack gap="xs">
          {text('Title', b.title, (title) => set({ title }), errors.title)}
          {text('Text', b.text, (value) => set({ text: value }))}
          <ButtonFields
            value={b.button}
            onChange={(button) => button && set({ button })}
            errors={errors}
            prefix="button"
          />
        </Stack>
      );
    }
  }
}
