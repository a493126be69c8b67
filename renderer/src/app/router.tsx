import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { SignInPage } from '../features/accounts/profile/sign-in.page';
import { hasRole } from '@shared/roles';
import { useAdminSession, useAuth } from './auth';
import type { AdminScreen, ScreenComponent } from './feature';
import { adminFeatures } from './navigation';
import { AdminShell } from './shell';
import { EmptyState, LoadingState } from './ui';
import { t } from './i18n';

interface RoutedScreen extends AdminScreen {
  Component: LazyExoticComponent<ScreenComponent>;
}

const screens: RoutedScreen[] = adminFeatures.flatMap((feature) =>
  feature.screens.map((screen) => ({ ...screen, Component: lazy(screen.load) })),
);

function ScreenGate({ screen }: { screen: RoutedScreen }) {
  const { role } = useAdminSession().user;
  if ((screen.adminOnly && role !== 'admin') || (screen.role && !hasRole(role, screen.role))) {
    return <EmptyState>{t('admin.common.doNotHaveAccessScreen')}</EmptyState>;
  }
  return (
    <Suspense fallback={<LoadingState />}>
      <screen.Component />
    </Suspense>
  );
}

export function AdminRoutes() {
  const { state, refresh } = useAuth();

  if (state.status === 'loading') {
    return (
      <Center h="100vh">
        <Loader aria-label={t('admin.common.loading')} />
      </Center>
    );
  }
  if (state.status === 'unreachable') {
    return (
      <Center h="100vh" p="md">
        <Alert color="red" title={t('admin.common.backOfficeCannotStart')} maw={480} role="alert">
          <Stack align="flex-start">
            {state.error.message}
            <Button variant="light" color="red" onClick={() => void refresh()}>
              {t('admin.common.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  if (state.status === 'signed-out') return <SignInPage />;

  return (
    <Routes>
      <Route element={<AdminShell />}>
        {screens.map((screen) =>
          screen.path === '' ? (
            <Route key="index" index element={<ScreenGate screen={screen} />} />
          ) : (
            <Route key={screen.path} path={screen.path} element={<ScreenGate screen={screen} />} />
          ),
        )}
        <Route path="*" element={<EmptyState>{t('admin.common.pageDoesNotExist')}</EmptyState>} />
      </Route>
    </Routes>
  );
}
