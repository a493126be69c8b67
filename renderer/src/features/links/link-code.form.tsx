import { Button, Group, TextInput } from '@mantine/core';
import { linksAdminCalls } from '@shared/links/admin-calls';
import type { LinkRow } from '@shared/links/admin-contract';
import { useState, type FormEvent } from 'react';
import { api } from '../../app/api';
import { notifySaved } from '../../app/form-feedback';
import { useFieldSave } from '../../app/use-save';
import { t } from '../../app/i18n';

/**
 * Renames the link's code. The server checks it (empty, characters, taken) and its message shows under
 * the field, as on the link tracker page (SPEC §5, §8). The old code stops redirecting at once.
 */
export function LinkCodeForm({ link, onSaved }: { link: LinkRow; onSaved: (link: LinkRow) => void }) {
  const [code, setCode] = useState(link.code);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { saving, save } = useFieldSave('code', setFieldError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(async () => {
      const saved = await api.call(linksAdminCalls.renameCode, { params: { id: link.id }, body: { code } });
      setCode(saved.code);
      onSaved(saved);
      notifySaved(t('admin.links.shortLinkNowX', saved.shortUrl));
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label={t('admin.common.code')}
        description={t('admin.links.partShortLinkAfterROldCodeStops')}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setFieldError(null);
        }}
        error={fieldError}
        autoComplete="off"
        spellCheck={false}
        // The button sits beside the input itself, so the message below stays under the field.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, maxWidth: 320 }}>{input}</div>
            <Button type="submit" loading={saving} disabled={code === link.code}>
              {t('admin.links.rename')}
            </Button>
          </Group>
        )}
      />
    </form>
  );
}
