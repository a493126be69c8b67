/** Small building blocks every screen uses: title bar, loading, empty and error states. */
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiError } from './api';
import { t } from './i18n';

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="lg" wrap="wrap">
      <Title order={2}>{title}</Title>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}

export function LoadingState({ label = t('admin.common.loadingEllipsis') }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Center py="xl">
      <Text c="dimmed">{children}</Text>
    </Center>
  );
}

export function ErrorState({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  return (
    <Alert color="red" title={t('admin.common.screenCouldNotLoaded')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('admin.common.tryAgain')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

export { formatDateTime } from './i18n';
