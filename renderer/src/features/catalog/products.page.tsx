import { Badge, Button, Group, Image, SegmentedControl, Select, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { adminUrl } from '@shared/api/admin-call';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type { ProductTemplateRow } from '@shared/catalog/admin-contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SearchField } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { CsvImportDialog } from './csv-import.dialog';
import { ProductCreateDialog } from './product-create.dialog';
import { money } from './products-api';
import { t } from '../../app/i18n';

type PublishedFilter = 'all' | 'true' | 'false';

export default function ProductsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const categoryId = Number(params.get('categoryId')) || undefined;
  const publishedParam = params.get('published');
  const published: PublishedFilter =
    publishedParam === 'true' || publishedParam === 'false' ? publishedParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const [searchText, setSearchText] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchText, 300);
  const [createOpened, createDialog] = useDisclosure(false);
  const [importOpened, importDialog] = useDisclosure(false);

  const list = useApiData(calls.products, {
    query: {
      search,
      categoryId,
      published: published === 'all' ? undefined : published,
      page: page > 1 ? page : undefined,
    },
  });
  const categories = useApiData(calls.categories).data;
  const categoryNames = useMemo(
    () => new Map((categories ?? []).map((category) => [category.id, category.completeName])),
    [categories],
  );

  /** Changes filters; any change but the page starts again from page 1. */
  const setFilters = useCallback(
    (changes: Record<string, string | undefined>) => {
      const paging = 'page' in changes;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!paging) next.delete('page');
          return next;
        },
        { replace: !paging },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (debouncedSearch.trim() === search) return;
    setFilters({ search: debouncedSearch.trim() || undefined });
  }, [debouncedSearch, search, setFilters]);

  const filtered = Boolean(search || categoryId || published !== 'all');

  const columns: RecordColumn<ProductTemplateRow>[] = [
    {
      header: <VisuallyHidden>{t('admin.common.image')}</VisuallyHidden>,
      headerProps: { w: 56 },
      cell: (product) => <Image src={product.imageUrl} alt="" w={40} h={40} fit="contain" radius="sm" />,
    },
    {
      header: t('admin.common.name'),
      cell: (product) => (
        <>
          <RecordLink to={`/products/${product.id}`} c="inherit">
            {product.name}
          </RecordLink>
          {!product.active ? (
            <Badge ml="xs" size="xs" color="gray" variant="light">
              {t('admin.common.archived')}
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      header: t('admin.catalog.categories'),
      visibleFrom: 'md',
      cell: (product) => (
        <Text size="sm" c="dimmed">
          {product.categoryIds
            .map((id) => categoryNames.get(id) ?? '')
            .filter(Boolean)
            .join(', ') || '—'}
        </Text>
      ),
    },
    {
      header: t('admin.common.price'),
      align: 'right',
      cell: (product) => money(product.price, product.currency),
    },
    {
      header: t('admin.catalog.hand'),
      align: 'right',
      visibleFrom: 'sm',
      cell: (product) => (product.type === 'service' ? '—' : product.qtyAvailable),
    },
    {
      header: t('admin.catalog.variants'),
      align: 'right',
      visibleFrom: 'sm',
      cell: (product) => product.variantCount,
    },
    {
      header: t('admin.catalog.website'),
      cell: (product) =>
        product.published ? (
          <Badge variant="light">{t('admin.common.published')}</Badge>
        ) : (
          <Badge variant="light" color="gray">
            {t('admin.catalog.notPublished')}
          </Badge>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.common.products')}
        actions={
          <>
            <Button component={Link} to="/products/attributes" variant="default">
              {t('admin.catalog.attributes')}
            </Button>
            <Button component={Link} to="/products/categories" variant="default">
              {t('admin.catalog.categories')}
            </Button>
            <Button
              component="a"
              href={adminUrl(calls.exportCsv)}
              download="products.csv"
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              {t('admin.common.exportCsv')}
            </Button>
            <Button variant="default" leftSection={<IconUpload size={16} />} onClick={importDialog.open}>
              {t('admin.catalog.importCsv')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
              {t('admin.catalog.newProduct')}
            </Button>
          </>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <SearchField
          aria-label={t('admin.common.searchProducts')}
          placeholder={t('admin.catalog.searchNameDescription')}
          value={searchText}
          onSearch={setSearchText}
          w={320}
        />
        <Select
          aria-label={t('admin.common.category')}
          placeholder={t('admin.catalog.everyCategory')}
          data={(categories ?? []).map((category) => ({
            value: String(category.id),
            label: category.completeName,
          }))}
          value={categoryId ? String(categoryId) : null}
          onChange={(value) => setFilters({ categoryId: value ?? undefined })}
          clearable
          searchable
          w={260}
        />
        <SegmentedControl
          aria-label={t('admin.common.published')}
          value={published}
          onChange={(value) => setFilters({ published: value === 'all' ? undefined : value })}
          data={[
            { value: 'all', label: t('admin.common.all') },
            { value: 'true', label: t('admin.common.published') },
            { value: 'false', label: t('admin.catalog.notPublished') },
          ]}
        />
      </Group>
      <PagedList
        list={list}
        columns={columns}
        label={t('admin.common.products')}
        verticalSpacing="xs"
        onOpen={(product) => void navigate(`/products/${product.id}`)}
        empty={filtered ? t('admin.catalog.noProductMatchesTheseFilters') : t('admin.catalog.noProductsYet')}
        noun={{ one: t('admin.catalog.nounProduct'), many: t('admin.catalog.nounProducts') }}
        page={page}
        onPageChange={(next) => setFilters({ page: next > 1 ? String(next) : undefined })}
      />
      <ProductCreateDialog
        opened={createOpened}
        onClose={createDialog.close}
        onCreated={(product) => void navigate(`/products/${product.id}`)}
      />
      <CsvImportDialog opened={importOpened} onClose={importDialog.close} onImported={list.reload} />
    </>
  );
}
