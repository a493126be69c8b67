import { Anchor, Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAdminSession, useCurrentCompany, useIsAdmin } from '../../app/auth';
import { t } from '../../app/i18n';

const publicLinks = () => [
  { href: '/', label: t('admin.dashboard.homePage') },
  { href: '/aboutus', label: t('admin.dashboard.aboutUs') },
];

/** Who is signed in, and in which company. */
export function WelcomeTitle() {
  const session = useAdminSession();
  const company = useCurrentCompany();
  return (
    <>
      <Title order={2} mb={4}>
        {t('admin.dashboard.welcomeX', session.user.name)}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('admin.dashboard.working')} <strong>{company?.name ?? t('admin.dashboard.company')}</strong>.
      </Text>
    </>
  );
}

/** The website's pages and, for administrators, the first steps of setting up. */
export function StartCards() {
  const isAdmin = useIsAdmin();
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} maw={960}>
        <Card withBorder>
          <Title order={4} mb="sm">
            {t('admin.dashboard.publicWebsite')}
          </Title>
          <List spacing="xs">
            {publicLinks().map((link) => (
              <List.Item key={link.href}>
                <Anchor href={link.href} target="_blank" rel="noopener">
                  <Group gap={4} component="span">
                    {link.label} <IconExternalLink size={14} />
                  </Group>
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Card>
        {isAdmin ? (
          <Card withBorder>
            <Title order={4} mb="sm">
              {t('admin.dashboard.setUpBusiness')}
            </Title>
            <List spacing="xs">
              <List.Item>
                <Anchor component={Link} to="/settings">
                  {t('admin.dashboard.companyNameLogoAddressLanguages')}
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/users">
                  {t('admin.dashboard.inviteStaff')}
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/outbox">
                  {t('admin.dashboard.mailSentVitrine')}
                </Anchor>
              </List.Item>
            </List>
          </Card>
        ) : null}
      </SimpleGrid>
    </>
  );
}
