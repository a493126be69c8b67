import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { catalogAdminCalls as calls } from '@shared/catalog/admin-calls';
import type { Category, CategoryInput } from '@shared/catalog/admin-contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { FormDialog } from '../../app/form-dialog';
import { notifySaved, showSaveError } from '../../app/form-feedback';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useRecordSave } from '../../app/use-save';
import { t } from '../../app/i18n';

interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

/** The flat list (parentId) as a tree, siblings by sequence then name. */
function treeOf(categories: Category[]): CategoryNode[] {
  const nodes = new Map(
    categories.map((category) => [category.id, { category, children: [] as CategoryNode[] }]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parentId ? nodes.get(node.category.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort(
      (a, b) => a.category.sequence - b.category.sequence || a.category.name.localeCompare(b.category.name),
    );
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** Ids of `id` and everything under it: a category cannot move under itself. */
function subtreeIds(categories: Category[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

interface CategoryValues {
  name: string;
  slug: string;
  parentId: string | null;
  sequence: number;
}

function CategoryDialog({
  category,
  parentId,
  categories,
  onClose,
  onSaved,
}: {
  category: Category | null;
  parentId: number | null;
  categories: Category[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<CategoryValues>({
    initialValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      parentId: category?.parentId ? String(category.parentId) : parentId ? String(parentId) : null,
      sequence: category?.sequence ?? 10,
    },
  });
  const { saving, saveRecord } = useRecordSave(form, { onSaved, onClose });
  const excluded = category ? subtreeIds(categories, category.id) : new Set<number>();

  const submit = form.onSubmit(async (values) => {
    const input: CategoryInput = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      parentId: values.parentId ? Number(values.parentId) : null,
      sequence: values.sequence,
    };
    await saveRecord(input.name, () =>
      category
        ? api.call(calls.updateCategory, { params: { id: category.id }, body: input })
        : api.call(calls.createCategory, { body: input }),
    );
  });

  return (
    <FormDialog
      onClose={onClose}
      title={category ? t('admin.common.editX', category.name) : t('admin.catalog.newCategory')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin.common.save')}
    >
      <TextInput label={t('admin.common.name')} required data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label={t('admin.catalog.urlSlug')}
        description={t('admin.catalog.slugHelpX', '/shop/category/{slug}')}
        {...form.getInputProps('slug')}
      />
      <Select
        label={t('admin.catalog.parentCategory')}
        placeholder={t('admin.catalog.noneTopLevelCategory')}
        data={categories
          .filter((candidate) => !excluded.has(candidate.id))
          .map((candidate) => ({ value: String(candidate.id), label: candidate.completeName }))}
        clearable
        searchable
        {...form.getInputProps('parentId')}
      />
      <NumberInput
        label={t('admin.common.sequence')}
        min={0}
        max={1_000_000}
        {...form.getInputProps('sequence')}
      />
    </FormDialog>
  );
}

type Editing = { category: Category | null; parentId: number | null } | null;

function CategoryBranch({
  nodes,
  depth,
  collapsed,
  onToggle,
  onEdit,
  onDelete,
}: {
  nodes: CategoryNode[];
  depth: number;
  collapsed: Set<number>;
  onToggle: (id: number) => void;
  onEdit: (editing: Editing) => void;
  onDelete: (category: Category) => void;
}) {
  return (
    <Box
      component="ul"
      role={depth === 0 ? 'tree' : 'group'}
      aria-label={depth === 0 ? t('admin.catalog.categories') : undefined}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {nodes.map(({ category, children }) => {
        const open = !collapsed.has(category.id);
        return (
          <li
            key={category.id}
            role="treeitem"
            aria-expanded={children.length ? open : undefined}
            aria-label={category.name}
          >
            <Group gap="xs" py={4} pl={depth * 24} wrap="nowrap" className="category-row">
              {children.length ? (
                <UnstyledButton
                  aria-label={
                    open
                      ? t('admin.catalog.collapseX', category.name)
                      : t('admin.catalog.expandX', category.name)
                  }
                  onClick={() => onToggle(category.id)}
                >
                  {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                </UnstyledButton>
              ) : (
                <Box w={16} />
              )}
              <Text size="sm" fw={500}>
                {category.name}
              </Text>
              <Text size="xs" c="dimmed">
                /{category.slug} ·{' '}
                {category.productCount === 1
                  ? t('admin.catalog.n1Product')
                  : t('admin.catalog.xProducts', category.productCount)}
              </Text>
              <Group gap={2} ml="auto" wrap="nowrap">
                <Tooltip label={t('admin.catalog.addSubcategory')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('admin.catalog.addSubcategoryX', category.name)}
                    onClick={() => onEdit({ category: null, parentId: category.id })}
                  >
                    <IconPlus size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('admin.catalog.edit')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('admin.common.editX', category.name)}
                    onClick={() => onEdit({ category, parentId: category.parentId })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('admin.common.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('admin.common.deleteX', category.name)}
                    onClick={() => onDelete(category)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            {children.length && open ? (
              <CategoryBranch
                nodes={children}
                depth={depth + 1}
                collapsed={collapsed}
                onToggle={onToggle}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ) : null}
          </li>
        );
      })}
    </Box>
  );
}

/** The shop's public categories as a tree: add, rename, move under another, delete. */
export default function CategoriesPage() {
  const { data, error, loading, reload } = useApiData(calls.categories);
  const [editing, setEditing] = useState<Editing>(null);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const tree = useMemo(() => treeOf(data ?? []), [data]);

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const remove = async (category: Category) => {
    if (!window.confirm(t('admin.catalog.deleteXSubcategoriesMoveParent', category.name))) return;
    try {
      await api.call(calls.deleteCategory, { params: { id: category.id } });
      notifySaved(t('admin.common.xDeleted', category.name));
      reload();
    } catch (deleteError) {
      showSaveError(null, deleteError);
    }
  };

  return (
    <>
      <Anchor component={Link} to="/products" size="sm">
        {t('admin.catalog.products')}
      </Anchor>
      <PageHeader
        title={t('admin.catalog.categories')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ category: null, parentId: null })}
          >
            {t('admin.catalog.newCategory')}
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? <EmptyState>{t('admin.catalog.noCategoriesYet')}</EmptyState> : null}
      {data && data.length > 0 ? (
        <Paper withBorder p="md" maw={800}>
          <CategoryBranch
            nodes={tree}
            depth={0}
            collapsed={collapsed}
            onToggle={toggle}
            onEdit={setEditing}
            onDelete={(category) => void remove(category)}
          />
        </Paper>
      ) : null}
      {editing ? (
        <CategoryDialog
          category={editing.category}
          parentId={editing.parentId}
          categories={data ?? []}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </>
  );
}
