import { useState } from 'react';
import { ApiError } from './api';
import { notifySaved, showSaveError } from './form-feedback';
import { t } from './i18n';

interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * The save sequence itself: `saving` while the work runs (buttons show it), and its failure handed to
 * `onFailure`. For screens whose failures show their own way; most use `useSave`.
 */
export function useSaveWith(onFailure: (error: unknown) => void) {
  const [saving, setSaving] = useState(false);
  const save = async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } catch (error) {
      onFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

/**
 * The back office's save sequence: `saving` while the work runs (buttons show it), and a failure
 * shown the one way (field messages under `form`'s fields, else a red notification), then
 * `afterFailure` with the message not tied to a field (for an alert, or to undo an edit).
 *
 *   const { saving, save } = useSave(form);
 *   const submit = form.onSubmit((values) => save(async () => { await api.call(…); notifySaved(…); }));
 */
export function useSave(form: FormWithErrors | null, afterFailure?: (message: string) => void) {
  return useSaveWith((error) => {
    const message = showSaveError(form, error);
    afterFailure?.(message);
  });
}

/**
 * A form of one field (a code, a name): the server's refusal of the input (a 4xx other than 429)
 * shows under the field, anything else as a red notification.
 */
export function useFieldSave(field: string, setFieldError: (message: string | null) => void) {
  const { saving, save } = useSaveWith((error) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429)
      setFieldError(error.fields[field] ?? error.message);
    else showSaveError(null, error);
  });
  return {
    saving,
    save: (work: () => Promise<void>) => {
      setFieldError(null);
      return save(work);
    },
  };
}

/**
 * The save of a dialog that creates a record or edits one: the write, the "saved" notice naming the
 * record, then the list behind reloads and the dialog closes (a failure keeps it open, as `useSave`).
 */
export function useRecordSave(
  form: FormWithErrors,
  { onSaved, onClose }: { onSaved: () => void; onClose: () => void },
) {
  const { saving, save } = useSave(form);
  const saveRecord = (label: string, write: () => Promise<unknown>) =>
    save(async () => {
      await write();
      notifySaved(t('admin.common.xSaved', label));
      onSaved();
      onClose();
    });
  return { saving, saveRecord };
}
