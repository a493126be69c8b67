import {
  ActionIcon,
  AppShell,
  Avatar,
  Burger,
  Group,
  Menu,
  Select,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconExternalLink,
  IconLogout,
  IconMoon,
  IconSun,
  IconUserCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { ApiError, callKw } from './api';
import { useAdminSession, useAuth } from './auth';
import { Navbar } from './navbar';
import { navigationFor, watchersFor } from './navigation';
import { t } from './i18n';

const productName = 'Vitrine';

/** The company switch of SPEC §6–7: a model call that writes the user's own company_id. */
function CompanySwitch() {
  const session = useAdminSession();
  const { refresh } = useAuth();
  const [switching, setSwitching] = useState(false);
  if (session.companies.length < 2) return null;

  const switchTo = async (value: string | null) => {
    const companyId = Number(value);
    if (!value || companyId === session.user.companyId) return;
    setSwitching(true);
    try {
      await callKw<boolean>('res.users', 'write', [[session.user.id], { company_id: companyId }], {});
      await refresh();
      const company = session.companies.find((candidate) => candidate.id === companyId);
      notifications.show({
        color: 'teal',
        message: t('admin.common.nowWorkX', company?.name ?? t('admin.common.chosenCompany')),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('admin.common.companyWasNotSwitched'),
        message:
          error instanceof ApiError ? error.message : t('admin.common.somethingWentWrongPleaseTryAgain'),
      });
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Select
      aria-label={t('admin.common.currentCompany')}
      data={session.companies.map((company) => ({ value: String(company.id), label: company.name }))}
      value={String(session.user.companyId)}
      onChange={(value) => void switchTo(value)}
      allowDeselect={false}
      disabled={switching}
      w={220}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function UserMenu() {
  const session = useAdminSession();
  const { signOut } = useAuth();
  const navigate = useNavigate();

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Its name starts with the person's name it shows (WCAG 2.5.3: say what you see to click it);
            the avatar is an icon, not initials, which would be text missing from that name. */}
        <UnstyledButton aria-label={t('admin.common.accountMenuOfX', session.user.name)}>
          <Group gap="xs" wrap="nowrap">
            <Avatar size="sm" color="teal" radius="xl" />
            <Text size="sm" fw={500} visibleFrom="sm">
              {session.user.name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.user.email}</Menu.Label>
        <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={() => void navigate('/profile')}>
          {t('admin.common.profile')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconExternalLink size={16} />}
          component="a"
          href="/"
          target="_blank"
          rel="noopener"
        >
          {t('admin.common.openWebsite')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            void signOut().then(() => navigate('/'));
          }}
        >
          {t('admin.common.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Light or dark (the system's until someone chooses); the charts follow it. */
function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      aria-label={dark ? t('admin.common.useLightTheme') : t('admin.common.useDarkTheme')}
    >
      {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}

export function AdminShell() {
  const session = useAdminSession();
  const [navbarOpened, { toggle: toggleNavbar, close: closeNavbar }] = useDisclosure(false);
  const navigation = navigationFor(session.user.role);
  const watchers = watchersFor(session.user.role);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navbarOpened}
              onClick={toggleNavbar}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('admin.common.menu')}
            />
            <Text fw={700} size="lg" c="inherit" td="none" component={Link} to="/">
              {productName}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <CompanySwitch />
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('admin.common.backOffice')}>
        <Navbar top={navigation.top} sections={navigation.sections} onNavigate={closeNavbar} />
      </AppShell.Navbar>
      <AppShell.Main>
        {/* Keyed by company so every screen reloads its data after the company switch. */}
        <Outlet key={session.user.companyId} />
        {watchers.map((Watcher, index) => (
          <Watcher key={index} />
        ))}
      </AppShell.Main>
    </AppShell>
  );
}
