import { Select, Stack, TextInput } from '@mantine/core';
import { newsletterAdminCalls } from '@shared/newsletter/admin-calls';
import type { BlockOf } from '@shared/website/contract';
import type { BlockEditorProps } from '../../app/feature';
import { ModulePicker } from '../../app/module-picker';

/** The newsletter sign-up block: which list, its title, in the page or as a popup. */
export function NewsletterBlockEditor({
  block: b,
  onChange,
  errors,
}: BlockEditorProps<BlockOf<'newsletter'>>) {
  const set = (patch: Partial<BlockOf<'newsletter'>>) => onChange({ ...b, ...patch });
  return (
    <Stack gap="xs">
      <ModulePicker
        label="Mailing list"
        list={newsletterAdminCalls.lists}
        value={b.listId}
        onChange={(listId) => set({ listId })}
        error={errors.listId}
        hint="No mailing list yet: create one in Newsletters."
      />
      <TextInput
        label="Title"
        value={b.title ?? ''}
        onChange={(e) => set({ title: e.currentTarget.value })}
      />
      <Select
        label="Display"
        data={[
          { value: 'inline', label: 'In the page' },
          { value: 'popup', label: 'Popup' },
          { value: 'signup', label: 'Sign-up (marketing)' },
        ]}
        value={b.display}
        onChange={(display) => display && set({ display: display as 'inline' | 'popup' | 'signup' })}
      />
    </Stack>
  );
}
