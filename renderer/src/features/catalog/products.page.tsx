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
      header: <VisuallyHidden>Image</VisuallyHidden>,
      headerProps: { w: 56 },
      cell: (product) => <Image src={product.imageUrl} alt="" w={40} h={40} fit="contain" radius="sm" />,
    },
    {
      header: 'Name',
      cell: (product) => (
        <>
          <RecordLink to={`/products/${product.id}`} c="inherit">
            {product.name}
          </RecordLink>
          {!product.active ? (
            <Badge ml="xs" size="xs" color="gray" variant="light">
              Archived
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      header: 'Categories',
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
    { header: 'Price', align: 'right', cell: (product) => money(product.price, product.currency) },
    {
      header: 'On hand',
      align: 'right',
      visibleFrom: 'sm',
      cell: (product) => (product.type === 'service' ? '—' : product.qtyAvailable),
    },
    { header: 'Variants', align: 'right', visibleFrom: 'sm', cell: (product) => product.variantCount },
    {
      header: 'Website',
      cell: (product) =>
        product.published ? (
          <Badge variant="light">Published</Badge>
        ) : (
          <Badge variant="light" color="gray">
            Not published
          </Badge>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <Button component={Link} to="/products/attributes" variant="default">
              Attributes
            </Button>
            <Button component={Link} to="/products/categories" variant="default">
              Categories
            </Button>
            <Button
              component="a"
              href={adminUrl(calls.exportCsv)}
              download="products.csv"
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Export CSV
            </Button>
            <Button variant="default" leftSection={<IconUpload size={16} />} onClick={importDialog.open}>
              Import CSV
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
              New product
            </Button>
          </>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <SearchField
          aria-label="Search products"
          placeholder="Search by name or description"
          value={searchText}
          onSearch={setSearchText}
          w={320}
        />
        <Select
          aria-label="Category"
          placeholder="Every category"
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
          aria-label="Published"
          value={published}
          onChange={(value) => setFilters({ published: value === 'all' ? undefined : value })}
          data={[
            { value: 'all', label: 'All' },
            { value: 'true', label: 'Published' },
            { value: 'false', label: 'Not published' },
          ]}
        />
      </Group>
      <PagedList
        list={list}
        columns={columns}
        label="Products"
        verticalSpacing="xs"
        onOpen={(product) => void navigate(`/products/${product.id}`)}
        empty={filtered ? 'No product matches these filters.' : 'No products yet.'}
        noun={{ one: 'product', many: 'products' }}
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
