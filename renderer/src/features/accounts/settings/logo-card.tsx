import { Button, Center, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { Settings } from '@shared/api/admin';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api';
import { notifyError, notifySaved } from '../../../app/form-feedback';
import { useSave } from '../../../app/use-save';
import { t } from '../../../app/i18n';

const acceptedTypes = 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml';
const maxBytes = 10 * 1024 * 1024;

export function LogoCard({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (settings: Settings) => void;
}) {
  const { saving: uploading, save } = useSave(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => () => (localPreview ? URL.revokeObjectURL(localPreview) : undefined), [localPreview]);

  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > maxBytes) {
      notifyError(t('admin.common.notSaved'), t('admin.accounts.fileTooLarge10MbMost'));
      return;
    }
    setLocalPreview(URL.createObjectURL(file));
    await save(async () => {
      const saved = await api.upload(calls.uploadLogo, { file });
      onSaved(saved);
      setVersion((value) => value + 1);
      notifySaved(t('admin.accounts.logoSaved'));
    });
    setLocalPreview(null);
  };

  const remove = () =>
    save(async () => {
      onSaved(await api.call(calls.removeLogo, {}));
      notifySaved(t('admin.accounts.logoRemoved'));
    });

  const shownLogo =
    localPreview ??
    (settings.logoUrl
      ? `${settings.logoUrl}${settings.logoUrl.includes('?') ? '&' : '?'}v=${version}`
      : null);

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={4}>{t('admin.accounts.logo')}</Title>
        {/* Light grey in the light theme, dark grey in the dark one (gray.0 put light text on white). */}
        <Center
          h={120}
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {shownLogo ? (
            <Image src={shownLogo} alt={t('admin.accounts.companyLogo')} mah={100} maw="90%" fit="contain" />
          ) : (
            <Text c="dimmed" size="sm">
              {t('admin.accounts.noLogoYet')}
            </Text>
          )}
        </Center>
        <Group>
          <FileButton onChange={(file) => void upload(file)} accept={acceptedTypes}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={uploading}>
                {t('admin.accounts.uploadLogo')}
              </Button>
            )}
          </FileButton>
          {settings.logoUrl ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={uploading}
              onClick={() => void remove()}
            >
              {t('admin.accounts.removeLogo')}
            </Button>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('admin.accounts.pngJpegWebpGifSvgUp10Mb')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
