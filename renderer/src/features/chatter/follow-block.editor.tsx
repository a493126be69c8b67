import { Group, NumberInput, TextInput } from '@mantine/core';
import type { BlockOf } from '@shared/website/contract';
import type { BlockEditorProps } from '../../app/feature';

/** The follow block: which record (model and id) visitors follow by e-mail. */
export function FollowBlockEditor({ block: b, onChange, errors }: BlockEditorProps<BlockOf<'follow'>>) {
  const set = (patch: Partial<BlockOf<'follow'>>) => onChange({ ...b, ...patch });
  return (
    <Group grow>
      <TextInput
        label="Model"
        value={b.model}
        onChange={(e) => set({ model: e.currentTarget.value })}
        error={errors.model}
      />
      <NumberInput
        label="Record id"
        min={1}
        value={b.resId}
        onChange={(resId) => set({ resId: Number(resId) || 1 })}
        error={errors.resId}
      />
    </Group>
  );
}
