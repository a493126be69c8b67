import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconIndentDecrease,
  IconIndentIncrease,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import type { LangCode } from '@shared/api/admin';
import { websiteAdminCalls as calls } from '@shared/website/admin-calls';
import type { MenuItemInput, MenuItemRow, PageRow } from '@shared/website/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { LanguageTabs } from '../../app/language-tabs';
import { ErrorState, LoadingState, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { useSave } from '../../app/use-save';
import { newBlockId } from './website-api';
import { t } from '../../app/i18n';

type Entry = Omit<MenuItemInput, 'parentKey'>;
interface Branch {
  entry: Entry;
  children: Entry[];
}

/** Rows (parents first, by sequence) → the tree the screen edits. */
export function toTree(rows: MenuItemRow[]): Branch[] {
  const entry = (row: MenuItemRow): Entry => ({
    key: String(row.id),
    label: row.label,
    url: row.url,
    pageId: row.pageId,
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      entry: entry(row),
      children: rows.filter((child) => child.parentId === row.id).map(entry),
    }));
}

/** The tree → the menu in display order, each parent before its children. */
export function toInput(tree: Branch[]): MenuItemInput[] {
  return tree.flatMap(({ entry, children }) => [
    { ...entry, parentKey: null },
    ...children.map((child) => ({ ...child, parentKey: entry.key })),
  ]);
}

function swap<T>(items: T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function EntryRow({
  entry,
  lang,
  pages,
  onChange,
  actions,
}: {
  entry: Entry;
  lang: LangCode;
  pages: Array<{ value: string; label: string }>;
  onChange: (entry: Entry) => void;
  actions: ReactNode;
}) {
  return (
    <Group align="flex-end" wrap="nowrap" data-menu-entry={entry.label.en_US ?? ''}>
      <TextInput
        label={t('admin.common.label')}
        value={entry.label[lang] ?? ''}
        onChange={(e) => onChange({ ...entry, label: { ...entry.label, [lang]: e.currentTarget.value } })}
      />
      <Select
        label={t('admin.common.page')}
        data={pages}
        value={entry.pageId ? String(entry.pageId) : null}
        onChange={(value) =>
          onChange({ ...entry, pageId: value ? Number(value) : null, url: value ? null : entry.url })
        }
        clearable
        placeholder={t('admin.website.noPage')}
      />
      <TextInput
        label={t('admin.website.address')}
        value={entry.url ?? ''}
        disabled={entry.pageId !== null}
        onChange={(e) => onChange({ ...entry, url: e.currentTarget.value || null })}
        placeholder={t('admin.website.menuLinkExamples')}
      />
      <Group gap={2} wrap="nowrap">
        {actions}
      </Group>
    </Group>
  );
}

function MenuEditor({ rows, pages }: { rows: MenuItemRow[]; pages: PageRow[] }) {
  const [tree, setTree] = useState<Branch[]>(() => toTree(rows));
  const [lang, setLang] = useState<LangCode>('en_US');
  const { saving, save: run } = useSave(null);
  const pageOptions = pages.map((page) => ({ value: String(page.id), label: `${page.title} (${page.url})` }));

  const save = () =>
    run(async () => {
      const saved = await api.call(calls.saveMenu, { body: { items: toInput(tree) } });
      setTree(toTree(saved));
      notifySaved(t('admin.website.menuSaved'));
    });
  const updateTop = (index: number, entry: Entry) =>
    setTree(tree.map((branch, at) => (at === index ? { ...branch, entry } : branch)));
  const updateChildren = (index: number, children: Entry[]) =>
    setTree(tree.map((branch, at) => (at === index ? { ...branch, children } : branch)));
  const icon = (
    label: string,
    onClick: () => void,
    Icon: typeof IconTrash,
    disabled = false,
    color?: string,
  ) => (
    <ActionIcon
      variant="subtle"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      color={color}
    >
      <Icon size={16} />
    </ActionIcon>
  );

  return (
    <>
      <PageHeader
        title={t('admin.common.menu')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                setTree([
                  ...tree,
                  {
                    entry: {
                      key: newBlockId(),
                      label: { en_US: t('admin.website.contentNewEntry') },
                      url: '/',
                      pageId: null,
                    },
                    children: [],
                  },
                ])
              }
            >
              {t('admin.website.addEntry')}
            </Button>
            <Button onClick={() => void save()} loading={saving}>
              {t('admin.website.saveMenu')}
            </Button>
          </>
        }
      />
      <LanguageTabs mb="md" value={lang} onChange={setLang} />
      <Stack>
        {tree.length === 0 ? (
          <Text c="dimmed">{t('admin.website.menuEmptySiteShowsHomeAboutUs')}</Text>
        ) : null}
        {tree.map((branch, index) => (
          <Paper key={branch.entry.key} withBorder p="sm">
            <EntryRow
              entry={branch.entry}
              lang={lang}
              pages={pageOptions}
              onChange={(entry) => updateTop(index, entry)}
              actions={
                <>
                  {icon(
                    t('admin.common.moveUp'),
                    () => setTree(swap(tree, index, -1)),
                    IconArrowUp,
                    index === 0,
                  )}
                  {icon(
                    t('admin.common.moveDown'),
                    () => setTree(swap(tree, index, 1)),
                    IconArrowDown,
                    index === tree.length - 1,
                  )}
                  {icon(
                    t('admin.website.putUnderEntryAbove'),
                    () => {
                      const above = tree[index - 1]!;
                      const next = tree.filter((_, at) => at !== index);
                      next[index - 1] = { ...above, children: [...above.children, branch.entry] };
                      setTree(next);
                    },
                    IconIndentIncrease,
                    index === 0 || branch.children.length > 0,
                  )}
                  {icon(
                    t('admin.common.remove'),
                    () => setTree(tree.filter((_, at) => at !== index)),
                    IconTrash,
                    false,
                    'red',
                  )}
                </>
              }
            />
            <Stack gap="xs" ml="xl" mt={branch.children.length ? 'sm' : 0}>
              {branch.children.map((child, childIndex) => (
                <EntryRow
                  key={child.key}
                  entry={child}
                  lang={lang}
                  pages={pageOptions}
                  onChange={(entry) =>
                    updateChildren(
                      index,
                      branch.children.map((old, at) => (at === childIndex ? entry : old)),
                    )
                  }
                  actions={
                    <>
                      {icon(
                        t('admin.common.moveUp'),
                        () => updateChildren(index, swap(branch.children, childIndex, -1)),
                        IconArrowUp,
                        childIndex === 0,
                      )}
                      {icon(
                        t('admin.common.moveDown'),
                        () => updateChildren(index, swap(branch.children, childIndex, 1)),
                        IconArrowDown,
                        childIndex === branch.children.length - 1,
                      )}
                      {icon(
                        t('admin.website.takeOutSubMenu'),
                        () => {
                          const next = [...tree];
                          next[index] = {
                            ...branch,
                            children: branch.children.filter((_, at) => at !== childIndex),
                          };
                          next.splice(index + 1, 0, { entry: child, children: [] });
                          setTree(next);
                        },
                        IconIndentDecrease,
                      )}
                      {icon(
                        t('admin.common.remove'),
                        () =>
                          updateChildren(
                            index,
                            branch.children.filter((_, at) => at !== childIndex),
                          ),
                        IconTrash,
                        false,
                        'red',
                      )}
                    </>
                  }
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

/** The header menu of the site: entries, sub-menus, order. */
export default function MenuPage() {
  const menu = useApiData(calls.menu);
  const pages = useApiData(calls.pages);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(Boolean(menu.data && pages.data)), [menu.data, pages.data]);
  if (menu.error) return <ErrorState error={menu.error} onRetry={menu.reload} />;
  if (!ready || !menu.data || !pages.data) return <LoadingState />;
  return <MenuEditor rows={menu.data} pages={pages.data.items} />;
}
