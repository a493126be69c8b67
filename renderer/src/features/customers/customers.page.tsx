import { Badge } from '@mantine/core';
import { customersAdminCalls, type CustomerRow } from '@shared/customers/admin-calls';
import { useNavigate } from 'react-router';
import { SearchField, useListSearch } from '../../app/list-search';
import { PagedList, RecordLink, type RecordColumn } from '../../app/record-list';
import { formatDateTime, PageHeader } from '../../app/ui';
import { useApiData } from '../../app/use-api-data';
import { formatAmount, t } from '../../app/i18n';

const ordersOf = (customer: CustomerRow) =>
  `/orders?customer=${customer.id}&customerName=${encodeURIComponent(customer.name)}`;

const columns = (): RecordColumn<CustomerRow>[] => [
  {
    header: t('admin.common.customer'),
    cell: (customer) => (
      <>
        <RecordLink to={ordersOf(customer)}>{customer.name}</RecordLink>
        {customer.hasAccount ? null : (
          <Badge ml="xs" variant="light" color="gray">
            {t('admin.customers.guest')}
          </Badge>
        )}
      </>
    ),
  },
  { header: t('admin.common.eMail'), visibleFrom: 'sm', cell: (customer) => customer.email },
  { header: t('admin.common.orders'), align: 'right', cell: (customer) => customer.orderCount },
  {
    header: t('admin.customers.spent'),
    align: 'right',
    cell: (customer) => formatAmount(customer.amountTotal, customer.currency),
  },
  {
    header: t('admin.customers.lastOrder'),
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
      <PageHeader title={t('admin.customers.customers')} />
      <SearchField
        mb="md"
        maw={360}
        aria-label={t('admin.customers.searchCustomers')}
        placeholder={t('admin.customers.nameEMail')}
        value={search}
        onSearch={setSearch}
      />
      <PagedList
        list={list}
        columns={columns()}
        label={t('admin.customers.customers')}
        onOpen={(customer) => void navigate(ordersOf(customer))}
        empty={
          query
            ? t('admin.customers.noCustomerMatchesSearch')
            : t('admin.customers.noCustomerYetTheyComeFirstCheckout')
        }
        noun={{ one: t('admin.customers.nounCustomer'), many: t('admin.customers.nounCustomers') }}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
