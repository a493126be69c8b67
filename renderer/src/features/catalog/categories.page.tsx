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
import { useSave } from '../../app/use-save';

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
  const { saving, save } = useSave(form);
  const excluded = category ? subtreeIds(categories, category.id) : new Set<number>();

  const submit = form.onSubmit(async (values) => {
    const input: CategoryInput = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      parentId: values.parentId ? Number(values.parentId) : null,
      sequence: values.sequence,
    };
    await save(async () => {
      if (category) await api.call(calls.updateCategory, { params: { id: category.id }, body: input });
      else await api.call(calls.createCategory, { body: input });
      notifySaved(`${input.name} is saved.`);
      onSaved();
      onClose();
    });
  });

  return (
    <FormDialog
      onClose={onClose}
      title={category ? `Edit ${category.name}` : 'New category'}
      onSubmit={submit}
      saving={saving}
      submitLabel="Save"
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label="URL slug"
        description="/shop/category/{slug}; made from the name when empty."
        {...form.getInputProps('slug')}
      />
      <Select
        label="Parent category"
        placeholder="None (a top-level category)"
        data={categories
          .filter((candidate) => !excluded.has(candidate.id))
          .map((candidate) => ({ value: String(candidate.id), label: candidate.completeName }))}
        clearable
        searchable
        {...form.getInputProps('parentId')}
      />
      <NumberInput label="Sequence" min={0} max={1_000_000} {...form.getInputProps('sequence')} />
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
      aria-label={depth === 0 ? 'Categories' : undefined}
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
                  aria-label={open ? `Collapse ${category.name}` : `Expand ${category.name}`}
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
                {category.productCount === 1 ? '1 product' : `${category.productCount} products`}
              </Text>
              <Group gap={2} ml="auto" wrap="nowrap">
                <Tooltip label="Add a subcategory">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Add a subcategory to ${category.name}`}
                    onClick={() => onEdit({ category: null, parentId: category.id })}
                  >
                    <IconPlus size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Edit">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${category.name}`}
                    onClick={() => onEdit({ category, parentId: category.parentId })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Delete">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${category.name}`}
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
    if (!window.confirm(`Delete ${category.name}? Its subcategories move to its parent.`)) return;
    try {
      await api.call(calls.deleteCategory, { params: { id: category.id } });
      notifySaved(`${category.name} is deleted.`);
      reload();
    } catch (deleteError) {
      showSaveError(null, deleteError);
    }
  };

  return (
    <>
      <Anchor component={Link} to="/products" size="sm">
        ← Products
      </Anchor>
      <PageHeader
        title="Categories"
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ category: null, parentId: null })}
          >
            New category
          </Button>
        }
      />
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.length === 0 ? <EmptyState>No categories yet.</EmptyState> : null}
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
