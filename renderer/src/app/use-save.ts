import { useCallback, useState } from 'react';
import { showSaveError } from './form-feedback';

interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * The back office's save sequence: `saving` while the work runs (buttons show it), and a failure
 * shown the one way (field messages under `form`'s fields, else a red notification).
 *
 *   const { saving, save } = useSave(form);
 *   const submit = form.onSubmit((values) => save(async () => { await api.post(…); notifySaved(…); }));
 */
export function useSave(form: FormWithErrors | null) {
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (work: () => Promise<void>) => {
      setSaving(true);
      try {
        await work();
      } catch (error) {
        showSaveError(form, error);
      } finally {
        setSaving(false);
      }
    },
    [form],
  );
  return { saving, save };
}
