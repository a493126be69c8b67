import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import type { Category, ProductTemplatePage } from '@shared/contracts/catalog-admin';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { CsvImportDialog } from './csv-import.dialog';
import { ProductCreateDialog } from './product-create.dialog';
import { exportCsvUrl, money, productsPath } from './products-api';

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

  const { data, error, loading, reload } = useApiData<ProductTemplatePage>(
    productsPath({
      search,
      categoryId,
      published: published === 'all' ? undefined : published === 'true',
      page,
    }),
  );
  const categories = useApiData<Category[]>('/categories').data;
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

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(search || categoryId || published !== 'all');

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
              href={exportCsvUrl}
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
        <TextInput
          aria-label="Search products"
          placeholder="Search by name or description"
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
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
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState>{filtered ? 'No product matches these filters.' : 'No products yet.'}</EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <Paper withBorder>
          <Table highlightOnHover verticalSpacing="xs" aria-busy={loading} aria-label="Products">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>
                  <VisuallyHidden>Image</VisuallyHidden>
                </Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th visibleFrom="md">Categories</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  On hand
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  Variants
                </Table.Th>
                <Table.Th>Website</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((product) => (
                <Table.Tr
                  key={product.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`/products/${product.id}`)}
                >
                  <Table.Td>
                    <Image src={product.imageUrl} alt="" w={40} h={40} fit="contain" radius="sm" />
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/products/${product.id}`}
                      size="sm"
                      fw={500}
                      c="inherit"
                      onClick={(event) => event.stopPropagation()}
                    >
                      {product.name}
                    </Anchor>
                    {!product.active ? (
                      <Badge ml="xs" size="xs" color="gray" variant="light">
                        Archived
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm" c="dimmed">
                      {product.categoryIds
                        .map((id) => categoryNames.get(id) ?? '')
                        .filter(Boolean)
                        .join(', ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{money(product.price, product.currency)}</Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {product.type === 'service' ? '—' : product.qtyAvailable}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {product.variantCount}
                  </Table.Td>
                  <Table.Td>
                    {product.published ? (
                      <Badge variant="light">Published</Badge>
                    ) : (
                      <Badge variant="light" color="gray">
                        Not published
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {data && data.total > 0 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {data.total} {data.total === 1 ? 'product' : 'products'}
          </Text>
          {pageCount > 1 ? (
            <Pagination
              total={pageCount}
              value={page}
              onChange={(next) => setFilters({ page: next > 1 ? String(next) : undefined })}
            />
          ) : null}
        </Group>
      ) : null}
      <ProductCreateDialog
        opened={createOpened}
        onClose={createDialog.close}
        onCreated={(product) => void navigate(`/products/${product.id}`)}
      />
      <CsvImportDialog opened={importOpened} onClose={importDialog.close} onImported={reload} />
    </>
  );
}
