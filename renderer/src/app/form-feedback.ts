import { notifications } from '@mantine/notifications';
import { ApiError } from './api';
import { t } from './i18n';

interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Shows a failed save: field messages under their fields, anything else as a red notification.
 * Returns the message that is not tied to a field (for an alert in the form), or null.
 */
export function showSaveError(form: FormWithErrors | null, error: unknown): string {
  if (form && error instanceof ApiError && error.hasFieldErrors) {
    form.setErrors(error.fields);
    return error.message;
  }
  const message = failureMessage(error);
  notifications.show({ color: 'red', title: t('admin.common.notSaved'), message });
  return message;
}

/** What to tell the user about a failed call: the server's message, or a general one for anything else. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : t('admin.common.somethingWentWrongPleaseTryAgain');
}

export function notifySaved(message: string): void {
  notifications.show({ color: 'teal', message });
}

export function notifyError(title: string, message: string): void {
  notifications.show({ color: 'red', title, message });
}
