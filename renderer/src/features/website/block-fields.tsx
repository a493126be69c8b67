/** The fields of each block type in the page editor. Errors come from the server's zod paths. */
import { Group, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { isModuleBlock, regionalKinds, type Block, type BlockOf } from '@shared/website/contract';
import { blockEditorFor } from '../../app/navigation';
import { ButtonFields, ImageField, LinkField, Rows, text, type Errors } from './block-field-inputs';
import { InteractiveBlockFields, isInteractiveBlock } from './interactive-block-fields';
import { t } from '../../app/i18n';
import { videoProviderOptions } from './website-api';

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
          {text(t('admin.common.text'), block.text, (value) => set({ text: value }), errors.text, true)}
          <Text size="xs" c="dimmed">
            {t('admin.website.headingSmallerHeadingListItemBold')}
          </Text>
        </Stack>
      );
    case 'image_text': {
      const b = block as BlockOf<'image_text'>;
      return (
        <Stack gap="xs">
          {text(t('admin.common.title'), b.title, (title) => set({ title }), errors.title)}
          {text(t('admin.common.text'), b.text, (value) => set({ text: value }), errors.text, true)}
          <ImageField
            label={t('admin.common.image')}
            value={b.image.src}
            onChange={(src) => set({ image: { ...b.image, src } })}
            error={errors['image.src']}
          />
          {text(t('admin.website.imageDescription'), b.image.alt, (alt) =>
            set({ image: { ...b.image, alt } }),
          )}
          <Group>
            <Select
              label={t('admin.website.imageSide')}
              data={[
                { value: 'left', label: t('admin.website.imageSideLeft') },
                { value: 'right', label: t('admin.website.imageSideRight') },
              ]}
              value={b.imageSide}
              onChange={(side) => side && set({ imageSide: side as 'left' | 'right' })}
            />
            <Switch
              label={t('admin.website.zoomHover')}
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
          {text(t('admin.common.title'), b.title, (title) => set({ title }), errors.title)}
          {text(t('admin.common.subtitle'), b.subtitle, (subtitle) => set({ subtitle }), errors.subtitle)}
          <ImageField
            label={t('admin.website.backgroundImageOptional')}
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
          {text(t('admin.common.title'), b.title, (title) => set({ title }), errors.title)}
          <Select
            label={t('admin.common.display')}
            data={[
              { value: 'grid', label: t('admin.website.gridLightbox') },
              { value: 'slideshow', label: t('admin.website.slideshow') },
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
                  label={t('admin.common.imageX', index + 1)}
                  value={image.src}
                  onChange={(src) => update({ ...image, src })}
                  error={errors[`images.${index}.src`]}
                />
                {text(t('admin.website.caption'), image.caption, (caption) => update({ ...image, caption }))}
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
            label={t('admin.website.secondsPerSlide')}
            min={2}
            max={30}
            value={b.intervalMs / 1000}
            onChange={(value) => set({ intervalMs: Math.round(Number(value) * 1000) || 5000 })}
          />
          <Rows
            items={b.slides}
            onChange={(slides) => set({ slides })}
            make={() => ({ image: null, title: t('admin.website.contentSlide'), text: '', button: null })}
            render={(slide, update, index) => (
              <>
                {text(
                  t('admin.website.slideXTitle', index + 1),
                  slide.title,
                  (title) => update({ ...slide, title }),
                  errors[`slides.${index}.title`],
                )}
                {text(t('admin.common.text'), slide.text, (value) => update({ ...slide, text: value }))}
                <ImageField
                  label={t('admin.website.imageOptional')}
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
          {text(t('admin.common.title'), b.title, (title) => set({ title }), errors.title)}
          {text(t('admin.common.text'), b.text, (value) => set({ text: value }))}
          <ImageField
            label={t('admin.website.backgroundImage')}
            value={b.image}
            onChange={(image) => set({ image })}
            error={errors.image}
          />
          <NumberInput
            label={t('admin.website.speed0Fixed1Page')}
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
          {text(t('admin.common.title'), b.title, (title) => set({ title }))}
          <Group grow>
            <Select
              label={t('admin.website.provider')}
              data={videoProviderOptions}
              value={b.provider}
              onChange={(provider) => provider && set({ provider: provider as 'youtube' | 'vimeo' })}
            />
            {text(t('admin.website.videoId'), b.videoId, (videoId) => set({ videoId }), errors.videoId)}
          </Group>
        </Stack>
      );
    }
    case 'social_embed': {
      const b = block as BlockOf<'social_embed'>;
      return (
        <Stack gap="xs">
          {text(t('admin.common.title'), b.title, (title) => set({ title }))}
          <Select
            label={t('admin.website.network')}
            data={['facebook', 'x', 'instagram', 'linkedin']}
            value={b.network}
            onChange={(network) => network && set({ network: network as BlockOf<'social_embed'>['network'] })}
          />
          {text(t('admin.website.pageAddress'), b.pageUrl, (pageUrl) => set({ pageUrl }), errors.pageUrl)}
        </Stack>
      );
    }
    case 'cards': {
      const b = block as BlockOf<'cards'>;
      return (
        <Stack gap="xs">
          {text(t('admin.common.title'), b.title, (title) => set({ title }))}
          <Rows
            items={b.cards}
            onChange={(cards) => set({ cards })}
            make={() => ({ title: t('admin.website.contentCard'), text: '', image: null, url: null })}
            render={(card, update, index) => (
              <>
                {text(
                  t('admin.website.cardXTitle', index + 1),
                  card.title,
                  (title) => update({ ...card, title }),
                  errors[`cards.${index}.title`],
                )}
                {text(t('admin.common.text'), card.text, (value) => update({ ...card, text: value }))}
                <LinkField
                  label={t('admin.website.linkOptional')}
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
            label={t('admin.website.whatGives')}
            data={regionalKinds.map((kind) => ({
              value: kind,
              label: kind[0]!.toUpperCase() + kind.slice(1),
            }))}
            value={b.kind}
            allowDeselect={false}
            onChange={(kind) => kind && set({ kind: kind as BlockOf<'regional'>['kind'] })}
          />
          {text(t('admin.common.title'), b.title, (title) => set({ title }), errors.title)}
          {text(
            t('admin.website.visitorsAsiaIndiaVariant'),
            b.india,
            (india) => set({ india }),
            errors.india,
            true,
          )}
          {text(t('admin.website.everyoneElse'), b.other, (other) => set({ other }), errors.other, true)}
        </Stack>
      );
    }
    case 'call_to_action': {
      const b = block as BlockOf<'call_to_action'>;
      return (
        <Stack gap="xs">
          {text(t('admin.common.title'), b.title, (title) => set({ title }), errors.title)}
          {text(t('admin.common.text'), b.text, (value) => set({ text: value }))}
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
