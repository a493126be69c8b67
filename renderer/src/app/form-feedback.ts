import { notifications } from '@mantine/notifications';
import { ApiError } from './api';

interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Shows a failed save: field messages under their fields, anything else as a red notification.
 * Returns the message that is not tied to a field (for an alert in the form), or null.
 */
export function showSaveError(form: FormWithErrors | null, error: unknown): string {
  if (error instanceof ApiError) {
    if (form && error.hasFieldErrors) {
      form.setErrors(error.fields);
      return error.message;
    }
    notifications.show({ color: 'red', title: 'Not saved', message: error.message });
    return error.message;
  }
  const message = 'Something went wrong. Please try again.';
  notifications.show({ color: 'red', title: 'Not saved', message });
  return message;
}

export function notifySaved(message: string): void {
  notifications.show({ color: 'teal', message });
}

export function notifyError(title: string, message: string): void {
  notifications.show({ color: 'red', title, message });
}
