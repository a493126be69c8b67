import { formsAdminCalls } from '@shared/forms/admin-calls';
import type { BlockOf } from '@shared/website/contract';
import type { BlockEditorProps } from '../../app/feature';
import { ModulePicker } from '../../app/module-picker';
import { t } from '../../app/i18n';

/** The form block: which website form the page shows. */
export function FormBlockEditor({ block: b, onChange, errors }: BlockEditorProps<BlockOf<'form'>>) {
  const set = (patch: Partial<BlockOf<'form'>>) => onChange({ ...b, ...patch });
  return (
    <ModulePicker
      label={t('admin.common.form')}
      list={formsAdminCalls.list}
      value={b.formId}
      onChange={(formId) => set({ formId })}
      error={errors.formId}
      hint={t('admin.forms.noFormYetBuildOneForms')}
    />
  );
}
