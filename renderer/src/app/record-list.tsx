/**
 * The list of records most back-office screens show: a bordered table whose rows open their record,
 * then the count ("3 forms") and the pager, with the loading, empty and error states before it.
 * Every list screen used to repeat this markup; here it is written once so the lists look and behave
 * alike (a clickable row always has a real link for keyboards and screen readers, the count is
 * singular or plural, the pager shows only when there is more than one page).
 */
import {
  Anchor,
  Group,
  Pagination,
  Paper,
  Table,
  Text,
  type AnchorProps,
  type MantineSpacing,
  type PaperProps,
  type TableTdProps,
  type TableThProps,
} from '@mantine/core';
import type { Page } from '@shared/api/admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber, isSingular, t, type AdminMessageKey } from './i18n';
import { EmptyState, ErrorState, LoadingState } from './ui';
import type { ApiData } from './use-api-data';

export interface RecordColumn<T> {
  header: ReactNode;
  cell: (record: T) => ReactNode;
  /** Numbers are right-aligned, in the header and the cells alike. */
  align?: 'right';
  /** A secondary column, hidden on screens narrower than this breakpoint. */
  visibleFrom?: 'sm' | 'md' | 'lg';
  /** Anything else the header cell needs (a width, aria-sort). */
  headerProps?: TableThProps;
  /** Anything else each body cell needs (a maximum width, wrapping). */
  cellProps?: TableTdProps;
}

/** Singular and plural name of the records, for the count under the list ("1 lead", "2 leads"). */
export interface RecordNoun {
  one: string;
  many: string;
}

export interface RecordTableProps<T extends { id: number }> {
  records: T[];
  columns: RecordColumn<T>[];
  /** The table's accessible name. */
  label?: string;
  /** Makes each row open its record on click; put a `RecordLink` in the row for keyboard users. */
  onOpen?: (record: T) => void;
  /** Set while the records are being fetched again. */
  busy?: boolean;
  verticalSpacing?: MantineSpacing;
  /** A maximum width, for a table of few narrow columns. */
  maw?: PaperProps['maw'];
}

/** A bordered table of records, one column definition per column; wide tables scroll sideways. */
export function RecordTable<T extends { id: number }>({
  records,
  columns,
  label,
  onOpen,
  busy,
  verticalSpacing = 'sm',
  maw,
}: RecordTableProps<T>) {
  return (
    <Paper withBorder maw={maw} style={{ overflowX: 'auto' }}>
      <Table
        highlightOnHover={Boolean(onOpen)}
        verticalSpacing={verticalSpacing}
        aria-label={label}
        aria-busy={busy}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th
                key={index}
                ta={column.align}
                visibleFrom={column.visibleFrom}
                {...column.headerProps}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr
              key={record.id}
              style={onOpen ? { cursor: 'pointer' } : undefined}
              onClick={onOpen ? () => onOpen(record) : undefined}
            >
              {columns.map((column, index) => (
                <Table.Td
                  key={index}
                  ta={column.align}
                  visibleFrom={column.visibleFrom}
                  {...column.cellProps}
                >
                  {column.cell(record)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * A link inside a clickable row: it opens its own address without also firing the row's click.
 * Bold by default, as the name of the record a row stands for.
 */
export function RecordLink({ to, children, ...props }: AnchorProps & { to: string; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={to}
      fw={500}
      size="sm"
      {...props}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Anchor>
  );
}

const pagerControlLabels = {
  first: 'admin.common.firstPage',
  previous: 'admin.common.previousPage',
  next: 'admin.common.nextPage',
  last: 'admin.common.lastPage',
} as const satisfies Record<string, AdminMessageKey>;

/** The count of records and, when there is more than one page, the pager. Nothing when there are none. */
export function PageFooter({
  data,
  noun,
  page,
  onPageChange,
}: {
  data: Page<unknown>;
  noun: RecordNoun;
  /** The page asked for (shown at once, before its records arrive). */
  page: number;
  onPageChange: (page: number) => void;
}) {
  if (data.total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {formatNumber(data.total)} {isSingular(data.total) ? noun.one : noun.many}
      </Text>
      {pageCount > 1 ? (
        <Pagination
          total={pageCount}
          value={page}
          onChange={onPageChange}
          // Its arrows are icons: they need a name of their own (WCAG 4.1.2).
          getControlProps={(control) => ({ 'aria-label': t(pagerControlLabels[control]) })}
        />
      ) : null}
    </Group>
  );
}

export interface PagedListProps<T extends { id: number }> extends Omit<
  RecordTableProps<T>,
  'records' | 'busy'
> {
  /** The page of records as `useApiData` loads it. */
  list: Pick<ApiData<Page<T>>, 'data' | 'error' | 'loading' | 'reload'>;
  /** What to say when the page has no records (often: nothing matches the filters, or none yet). */
  empty: ReactNode;
  noun: RecordNoun;
  /** The page asked for. */
  page: number;
  onPageChange: (page: number) => void;
}

/** A page of records from the server: error, loading or empty state, else the table, count and pager. */
export function PagedList<T extends { id: number }>({
  list,
  empty,
  noun,
  page,
  onPageChange,
  ...table
}: PagedListProps<T>) {
  const { data, error, loading, reload } = list;
  return (
    <>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {data && data.items.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      {data && data.items.length > 0 ? <RecordTable records={data.items} busy={loading} {...table} /> : null}
      {data ? <PageFooter data={data} noun={noun} page={page} onPageChange={onPageChange} /> : null}
    </>
  );
}
