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
      notifySaved(published ? `${product.name} is published.` : `${product.name} is no longer published.`);
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
      {product.published ? 'Unpublish' : 'Publish'}
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
        ← Products
      </Anchor>
      <PageHeader
        title={product?.name ?? 'Product'}
        actions={
          product ? (
            <>
              {product.published ? (
                <Badge variant="light" size="lg">
                  Published
                </Badge>
              ) : (
                <Badge variant="light" color="gray" size="lg">
                  Not published
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
                View on the website
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
            <Tabs.Tab value="general">General</Tabs.Tab>
            <Tabs.Tab value="variants">
              Attributes &amp; variants ({product.variants.filter((variant) => variant.active).length})
            </Tabs.Tab>
            <Tabs.Tab value="images">Images ({product.images.length})</Tabs.Tab>
            <Tabs.Tab value="related">Optional &amp; accessory products</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="general">
            <ProductGeneralForm key={product.id} product={product} onSaved={setData} />
          </Tabs.Panel>
          <Tabs.Panel value="variants">
            <AttributeLinesEditor product={product} onSaved={setData} />
            <Text fw={600} mt="xl" mb="sm">
              Variants
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
