import { Badge } from '@mantine/core';
import { customersAdminCalls, type CustomerRow } from '@shared/customers/admin-calls';
import { formatMoney } from '@shared/money';
import { useNavigate } from 'react-router';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';

const ordersOf = (customer: CustomerRow) =>
  `/orders?customer=${customer.id}&customerName=${encodeURIComponent(customer.name)}`;

const columns: RecordColumn<CustomerRow>[] = [
  {
    header: 'Customer',
    cell: (customer) => (
      <>
        <RecordLink to={ordersOf(customer)}>{customer.name}</RecordLink>
        {customer.hasAccount ? null : (
          <Badge ml="xs" variant="light" color="gray">
            Guest
          </Badge>
        )}
      </>
    ),
  },
  { header: 'E-mail', visibleFrom: 'sm', cell: (customer) => customer.email },
  { header: 'Orders', align: 'right', cell: (customer) => customer.orderCount },
  {
    header: 'Spent',
    align: 'right',
    cell: (customer) => formatMoney({ amount: customer.amountTotal, currency: customer.currency }, 'en-US'),
  },
  {
    header: 'Last order',
    visibleFrom: 'md',
    cell: (customer) => (customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : '—'),
  },
];

/** Who buys: customers with their orders counted and their confirmed orders summed; a row opens their orders. */
export default function CustomersPage() {
  const navigate = useNavigate();
  const { search, setSearch, query, page, setPage } = useListSearch();
  const list = useApiData(customersAdminCalls.list, {
    query: { q: query, page: page > 1 ? page : undefined },
  });
  return (
    <>
      <PageHeader title="Customers" />
      <SearchField
        mb="md"
        maw={360}
        aria-label="Search customers"
        placeholder="Name or e-mail"
        value={search}
        onSearch={setSearch}
      />
      <PagedList
        list={list}
        columns={columns}
        label="Customers"
        onOpen={(customer) => void navigate(ordersOf(customer))}
        empty={
          query ? 'No customer matches this search.' : 'No customer yet. They come with the first checkout.'
        }
        noun={{ one: 'customer', many: 'customers' }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
