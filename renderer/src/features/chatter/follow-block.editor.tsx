import { Group, NumberInput, TextInput } from '@mantine/core';
import type { BlockOf } from '@shared/website/contract';
import type { BlockEditorProps } from '../../app/feature';
import { t } from '../../app/i18n';

/** The follow block: which record (model and id) visitors follow by e-mail. */
export function FollowBlockEditor({ block: b, onChange, errors }: BlockEditorProps<BlockOf<'follow'>>) {
  const set = (patch: Partial<BlockOf<'follow'>>) => onChange({ ...b, ...patch });
  return (
    <Group grow>
      <TextInput
        label={t('admin.chatter.model')}
        value={b.model}
        onChange={(e) => set({ model: e.currentTarget.value })}
        error={errors.model}
      />
      <NumberInput
        label={t('admin.chatter.recordId')}
        min={1}
        value={b.resId}
        onChange={(resId) => set({ resId: Number(resId) || 1 })}
        error={errors.resId}
      />
    </Group>
  );
}
