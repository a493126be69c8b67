import {
  ActionIcon,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconGripVertical, IconTrash, IconUpload } from '@tabler/icons-react';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type { ProductImage, ProductTemplate } from '@shared/catalog/admin-contract';
import { useState } from 'react';
import { api } from '../../app/api';
import { notifyError, notifySaved } from '../../app/form-feedback';
import { useSave } from '../../app/use-save';
import { uploadImage } from './products-api';
import { t } from '../../app/i18n';

const acceptedTypes = 'image/png,image/jpeg,image/webp,image/gif';
const maxBytes = 10 * 1024 * 1024;

interface ImageGroup {
  key: string;
  title: string;
  variantId: number | null;
  images: ProductImage[];
}

function groupsOf(product: ProductTemplate): ImageGroup[] {
  const sorted = [...product.images].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
  const groups: ImageGroup[] = [
    {
      key: 'template',
      title: t('admin.catalog.productImages'),
      variantId: null,
      images: sorted.filter((image) => !image.variantId),
    },
  ];
  for (const variant of product.variants) {
    const images = sorted.filter((image) => image.variantId === variant.id);
    if (images.length)
      groups.push({
        key: `variant-${variant.id}`,
        title: variant.displayName,
        variantId: variant.id,
        images,
      });
  }
  return groups;
}

/** `ids` with `moved` put at `target`'s place. */
function moveTo(ids: number[], moved: number, target: number): number[] {
  const without = ids.filter((id) => id !== moved);
  const index = without.indexOf(target);
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  without.splice(from < to ? index + 1 : index, 0, moved);
  return without;
}

function ImageGroupGrid({
  group,
  busy,
  onOrder,
  onDelete,
}: {
  group: ImageGroup;
  busy: boolean;
  onOrder: (imageIds: number[]) => void;
  onDelete: (image: ProductImage) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = group.images.map((image) => image.id);
  const swap = (index: number, by: number) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onOrder(next);
  };

  return (
    <section aria-label={group.title}>
      <Text fw={600} mb="xs">
        {group.title}
      </Text>
      {group.images.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin.catalog.noImagesYetShopShowsPlaceholder')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }}>
          {group.images.map((image, index) => (
            <Card
              key={image.id}
              withBorder
              padding="xs"
              draggable={!busy}
              aria-label={t('admin.catalog.imageXX', index + 1, group.images.length)}
              onDragStart={(event) => {
                setDragged(image.id);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged !== null && dragged !== image.id) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null && dragged !== image.id) onOrder(moveTo(ids, dragged, image.id));
                setDragged(null);
              }}
              style={{ opacity: dragged === image.id ? 0.5 : 1, cursor: busy ? 'progress' : 'grab' }}
            >
              <Card.Section>
                <Image src={image.url} alt={t('admin.common.imageX', index + 1)} h={120} fit="contain" />
              </Card.Section>
              <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
                <IconGripVertical size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                <Group gap={2} wrap="nowrap">
                  <Tooltip label={t('admin.catalog.moveEarlier')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('admin.catalog.moveImageXEarlier', index + 1)}
                      disabled={busy || index === 0}
                      onClick={() => swap(index, -1)}
                    >
                      <IconArrowLeft size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('admin.catalog.moveLater')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('admin.catalog.moveImageXLater', index + 1)}
                      disabled={busy || index === group.images.length - 1}
                      onClick={() => swap(index, 1)}
                    >
                      <IconArrowRight size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('admin.common.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('admin.catalog.deleteImageX', index + 1)}
                      disabled={busy}
                      onClick={() => onDelete(image)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

/** Images of the template and of its variants: upload, reorder (drag, or the arrow buttons), delete. */
export function ProductImages({
  product,
  onSaved,
}: {
  product: ProductTemplate;
  onSaved: (product: ProductTemplate) => void;
}) {
  const { saving: busy, save } = useSave(null);
  const [target, setTarget] = useState<string>('template');

  const run = (work: () => Promise<ProductTemplate>, message: string) =>
    save(async () => {
      onSaved(await work());
      notifySaved(message);
    });

  const upload = async (files: File[]) => {
    const variantId = target === 'template' ? null : Number(target);
    for (const file of files) {
      if (file.size > maxBytes) {
        notifyError(t('admin.common.notSaved'), t('admin.catalog.xTooLarge10MbMost', file.name));
        continue;
      }
      await run(() => uploadImage(product.id, file, variantId), t('admin.catalog.xAdded', file.name));
    }
  };

  return (
    <Stack>
      <Paper withBorder p="md">
        <Group align="flex-end">
          <Select
            label={t('admin.catalog.addImages')}
            data={[
              { value: 'template', label: t('admin.catalog.productEveryVariant') },
              ...product.variants.map((variant) => ({
                value: String(variant.id),
                label: variant.displayName,
              })),
            ]}
            value={target}
            onChange={(value) => setTarget(value ?? 'template')}
            allowDeselect={false}
            w={320}
          />
          <FileButton onChange={(files) => void upload(files)} accept={acceptedTypes} multiple>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={busy}>
                {t('admin.catalog.uploadImages')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" mb={8}>
            {t('admin.catalog.pngJpegWebpGifUp10MbEachFirstImage')}
          </Text>
        </Group>
      </Paper>
      {groupsOf(product).map((group) => (
        <ImageGroupGrid
          key={group.key}
          group={group}
          busy={busy}
          onOrder={(imageIds) =>
            void run(
              () => api.call(calls.reorderImages, { params: { id: product.id }, body: { imageIds } }),
              t('admin.catalog.newOrderSaved'),
            )
          }
          onDelete={(image) =>
            void run(
              () => api.call(calls.deleteImage, { params: { id: product.id, imageId: image.id } }),
              t('admin.catalog.imageDeleted'),
            )
          }
        />
      ))}
    </Stack>
  );
}
