import { Anchor, Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAdminSession, useCurrentCompany, useIsAdmin } from '../../app/auth';

const publicLinks = [
  { href: '/', label: 'Home page' },
  { href: '/aboutus', label: 'About us' },
];

/** Who is signed in, and in which company. */
export function WelcomeTitle() {
  const session = useAdminSession();
  const company = useCurrentCompany();
  return (
    <>
      <Title order={2} mb={4}>
        Welcome, {session.user.name}
      </Title>
      <Text c="dimmed" mb="lg">
        You are working in <strong>{company?.name ?? 'your company'}</strong>.
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
            Your public website
          </Title>
          <List spacing="xs">
            {publicLinks.map((link) => (
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
              Set up your business
            </Title>
            <List spacing="xs">
              <List.Item>
                <Anchor component={Link} to="/settings">
                  Company name, logo, address and languages
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/users">
                  Invite your staff
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/outbox">
                  Mail sent by Vitrine
                </Anchor>
              </List.Item>
            </List>
          </Card>
        ) : null}
      </SimpleGrid>
    </>
  );
}
