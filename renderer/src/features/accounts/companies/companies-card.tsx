import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import { useAdminSession } from '../../../app/auth';
import { EmptyState, ErrorState, LoadingState } from '../../../app/ui';
import { useApiData } from '../../../app/use-api-data';
import { CompanyCreateDialog } from './company-create.dialog';
import { t } from '../../../app/i18n';

/** The companies of this Vitrine (admin): the list the company switch chooses from, and "Add a company". */
export function CompaniesCard() {
  const session = useAdminSession();
  const { data, error, loading, reload } = useApiData(calls.companies);
  const [dialogOpened, dialog] = useDisclosure(false);

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('admin.accounts.companies')}</Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={dialog.open}>
          {t('admin.accounts.addCompany')}
        </Button>
      </Group>
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data && data.length === 0 ? <EmptyState>{t('admin.accounts.noCompanyYet')}</EmptyState> : null}
      {data && data.length > 0 ? (
        <Table>
          <Table.Tbody>
            {data.map((company) => (
              <Table.Tr key={company.id}>
                <Table.Td>
                  <Text size="sm">{company.name}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  {company.id === session.user.companyId ? (
                    <Text size="xs" c="teal" fw={600}>
                      {t('admin.accounts.current')}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <CompanyCreateDialog opened={dialogOpened} onClose={dialog.close} onCreated={reload} />
    </Paper>
  );
}
