import { TextInput } from '@mantine/core';
import type { BlockOf } from '@shared/website/contract';
import type { BlockEditorProps } from '../../app/feature';
import { t } from '../../app/i18n';

type TitledBlock =
  BlockOf<'lead_form'> | BlockOf<'demo_request'> | BlockOf<'contact_form'> | BlockOf<'card_form'>;

/** Blocks whose only setting is their title (the lead, demo-request, contact and card forms: fixed fields). */
export function TitleBlockEditor<B extends TitledBlock>({ block, onChange, errors }: BlockEditorProps<B>) {
  return (
    <TextInput
      label={t('admin.common.title')}
      value={block.title}
      onChange={(event) => onChange({ ...block, title: event.currentTarget.value })}
      error={errors.title}
    />
  );
}
