import { TextInput } from '@mantine/core';
import type { BlockOf } from '@shared/website/contract';
import type { BlockEditorProps } from '../../app/feature';

type MarketingBlock = BlockOf<'lead_form'> | BlockOf<'demo_request'> | BlockOf<'contact_form'>;

/** The lead, demo-request and contact blocks: their title (the fields are SPEC §3's, fixed). */
export function MarketingBlockEditor<B extends MarketingBlock>({
  block,
  onChange,
  errors,
}: BlockEditorProps<B>) {
  return (
    <TextInput
      label="Title"
      value={block.title}
      onChange={(event) => onChange({ ...block, title: event.currentTarget.value })}
      error={errors.title}
    />
  );
}
