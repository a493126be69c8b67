import { Select, Stack, TextInput } from '@mantine/core';
import { newsletterAdminCalls } from '@shared/newsletter/admin-calls';
import type { BlockOf } from '@shared/website/contract';
import type { BlockEditorProps } from '../../app/feature';
import { ModulePicker } from '../../app/module-picker';
import { t } from '../../app/i18n';

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
        label={t('admin.newsletter.mailingList')}
        list={newsletterAdminCalls.lists}
        value={b.listId}
        onChange={(listId) => set({ listId })}
        error={errors.listId}
        hint={t('admin.newsletter.noMailingListYetCreateOneNewsletters')}
      />
      <TextInput
        label={t('admin.common.title')}
        value={b.title ?? ''}
        onChange={(e) => set({ title: e.currentTarget.value })}
      />
      <Select
        label={t('admin.common.display')}
        data={[
          { value: 'inline', label: t('admin.newsletter.page') },
          { value: 'popup', label: t('admin.newsletter.popup') },
          { value: 'signup', label: t('admin.newsletter.signUpMarketing') },
        ]}
        value={b.display}
        onChange={(display) => display && set({ display: display as 'inline' | 'popup' | 'signup' })}
      />
    </Stack>
  );
}
