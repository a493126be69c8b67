import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { t } from './i18n';

interface FormDialogProps {
  /** Shown unless false (dialogs mounted only while open leave it out). */
  opened?: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The submit button shows it is busy. */
  saving: boolean;
  submitLabel: string;
  /** The form's own checks (noValidate) are on unless a dialog leaves them to the browser. */
  noValidate?: boolean;
  children: ReactNode;
}

/** A dialog holding a form: its fields, then Cancel (closes) and the submit button. */
export function FormDialog({
  opened = true,
  onClose,
  title,
  size,
  onSubmit,
  saving,
  submitLabel,
  noValidate = true,
  children,
}: FormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={onSubmit} noValidate={noValidate}>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
