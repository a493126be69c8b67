import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { linksAdminCalls } from '@shared/links/admin-calls';
import { targetDevices, type LinkPreview } from '@shared/links/rules';
import { useState, type FormEvent } from 'react';
import { api } from '../../app/api';
import { t } from '../../app/i18n';
import { useSave } from '../../app/use-save';

const devices = [...targetDevices, 'bot'] as const;
type PreviewDevice = (typeof devices)[number];

/** What the preview says of its answer, in words. */
function PreviewAnswer({ preview }: { preview: LinkPreview }) {
  const rule = t(`admin.links.preview.rule.${preview.rule ?? 'none'}`);
  return (
    <Alert color="blue" data-link-preview-answer>
      <Stack gap={4}>
        {preview.outcome === 'password' ? (
          <Text size="sm">{t('admin.links.preview.asksPassword')}</Text>
        ) : null}
        {preview.outcome === 'expired' ? (
          <Text size="sm" fw={500}>
            {t('admin.links.preview.expired')}
          </Text>
        ) : preview.url === null ? (
          <Text size="sm" fw={500}>
            {t('admin.links.preview.splitAny')}
          </Text>
        ) : (
          <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
            {t('admin.links.preview.goesTo', preview.url)}
          </Text>
        )}
        <Text size="sm">{t('admin.links.preview.chosenBy', rule)}</Text>
      </Stack>
    </Alert>
  );
}

/**
 * "Test a click" (issue 32, item 8): a visitor's country, device and language, and where the link's
 * rules send them now — answered by the server with the redirect's own rule code.
 */
export function LinkPreviewCard({ linkId }: { linkId: number }) {
  const [country, setCountry] = useState('');
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [language, setLanguage] = useState('');
  const [preview, setPreview] = useState<LinkPreview | null>(null);
  const { saving, save } = useSave(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(async () => {
      setPreview(
        await api.call(linksAdminCalls.previewClick, {
          params: { id: linkId },
          body: { country, device, language },
        }),
      );
    });
  };

  return (
    <Paper withBorder p="lg" data-link-preview>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={4}>{t('admin.links.preview.title')}</Title>
          <Group align="flex-end">
            <TextInput
              label={t('admin.links.preview.country')}
              placeholder="FR"
              maxLength={2}
              w={130}
              value={country}
              onChange={(event) => setCountry(event.currentTarget.value)}
            />
            <Select
              label={t('admin.links.rules.device')}
              data={devices.map((value) => ({ value, label: t(`admin.links.rules.device.${value}`) }))}
              value={device}
              allowDeselect={false}
              onChange={(value) => setDevice((value as PreviewDevice | null) ?? 'desktop')}
            />
            <TextInput
              label={t('admin.links.preview.language')}
              placeholder="fr"
              w={160}
              value={language}
              onChange={(event) => setLanguage(event.currentTarget.value)}
            />
            <Button type="submit" loading={saving}>
              {t('admin.links.preview.run')}
            </Button>
          </Group>
          {preview ? <PreviewAnswer preview={preview} /> : null}
        </Stack>
      </form>
    </Paper>
  );
}
