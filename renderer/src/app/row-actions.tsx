import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { minorUnitDigits } from '@shared/money';
import { notifySaved, showSaveError } from './form-feedback';
import { numberFormat, t } from './i18n';

/** A table row's Edit and Delete buttons, named after the row's record for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={t('admin.common.editX', name)} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('admin.common.deleteX', name)}
        onClick={onDelete}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Deletes `name` once the person confirms `question`; says it is done, or shows the server's refusal. */
export async function confirmAndDelete(
  name: string,
  question: string,
  remove: () => Promise<unknown>,
  done: () => void,
) {
  if (!window.confirm(question)) return;
  try {
    await remove();
    notifySaved(t('admin.common.xDeleted', name));
    done();
  } catch (deleteError) {
    showSaveError(null, deleteError);
  }
}

/**
 * An amount as a price field shows it for editing: '12.50' (or '12,50' in French), without the currency
 * sign or digit grouping; parseMoney reads either separator back.
 */
export function amountText(amount: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return numberFormat({
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(amount / 10 ** digits);
}
