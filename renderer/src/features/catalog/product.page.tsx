import { Anchor, Badge, Button, Tabs, Text } from '@mantine/core';
import { IconExternalLink, IconWorld, IconWorldOff } from '@tabler/icons-react';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type { ProductTemplate } from '@shared/catalog/admin-contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { notifySaved } from '../../app/form-feedback';
import { ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { AttributeLinesEditor } from './attribute-lines.editor';
import { ProductGeneralForm } from './product-general.form';
import { ProductImages } from './product-images';
import { togglePublished } from './products-api';
import { RelatedProducts } from './related-products';
import { VariantGrid } from './variant-grid';
import { t } from '../../app/i18n';

/** The publish toggle of SPEC §4: each click flips the flag and the server's answer sets the state. */
function PublishToggle({
  product,
  onChange,
}: {
  product: ProductTemplate;
  onChange: (published: boolean) => void;
}) {
  const { saving: busy, save } = useSave(null);
  const toggle = () =>
    save(async () => {
      const published = await togglePublished(product.id);
      onChange(published);
      notifySaved(
        published
          ? t('admin.catalog.xPublished', product.name)
          : t('admin.catalog.xNoLongerPublished', product.name),
      );
    });
  return (
    <Button
      variant={product.published ? 'light' : 'filled'}
      color={product.published ? 'gray' : 'teal'}
      leftSection={product.published ? <IconWorldOff size={16} /> : <IconWorld size={16} />}
      loading={busy}
      onClick={() => void toggle()}
      data-publish={product.published ? 'on' : 'off'}
    >
      {product.published ? t('admin.catalog.unpublish') : t('admin.catalog.publish')}
    </Button>
  );
}

export default function ProductPage() {
  const id = Number(useParams().id);
  const {
    data: product,
    error,
    loading,
    reload,
    setData,
  } = useApiData(calls.product, Number.isInteger(id) && id > 0 ? { params: { id } } : null);
  const [tab, setTab] = useState<string | null>('general');

  return (
    <>
      <Anchor component={Link} to="/products" size="sm">
        {t('admin.catalog.products')}
      </Anchor>
      <PageHeader
        title={product?.name ?? t('admin.common.product')}
        actions={
          product ? (
            <>
              {product.published ? (
                <Badge variant="light" size="lg">
                  {t('admin.common.published')}
                </Badge>
              ) : (
                <Badge variant="light" color="gray" size="lg">
                  {t('admin.catalog.notPublished')}
                </Badge>
              )}
              <Button
                component="a"
                href={product.websiteUrl}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('admin.catalog.viewWebsite')}
              </Button>
              <PublishToggle product={product} onChange={(published) => setData({ ...product, published })} />
            </>
          ) : null
        }
      />
      {loading && !product ? <LoadingState /> : null}
      {error && !product ? <ErrorState error={error} onRetry={reload} /> : null}
      {product ? (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="general">{t('admin.catalog.general')}</Tabs.Tab>
            <Tabs.Tab value="variants">
              {t(
                'admin.catalog.attributesVariantsX',
                product.variants.filter((variant) => variant.active).length,
              )}
            </Tabs.Tab>
            <Tabs.Tab value="images">{t('admin.catalog.imagesX', product.images.length)}</Tabs.Tab>
            <Tabs.Tab value="related">{t('admin.catalog.optionalAccessoryProducts')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="general">
            <ProductGeneralForm key={product.id} product={product} onSaved={setData} />
          </Tabs.Panel>
          <Tabs.Panel value="variants">
            <AttributeLinesEditor product={product} onSaved={setData} />
            <Text fw={600} mt="xl" mb="sm">
              {t('admin.catalog.variants')}
            </Text>
            <VariantGrid product={product} onSaved={setData} />
          </Tabs.Panel>
          <Tabs.Panel value="images">
            <ProductImages product={product} onSaved={setData} />
          </Tabs.Panel>
          <Tabs.Panel value="related">
            <RelatedProducts product={product} onSaved={setData} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </>
  );
}
