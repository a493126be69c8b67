import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { AdminResult } from '@shared/api/admin-call';
import type { ReactNode } from 'react';
import { notifySaved } from './form-feedback';
import { ErrorState, LoadingState } from './ui';
import { useApiData, type ApiData, type ReadCall } from './use-api-data';
import { useSave } from './use-save';

interface SettingsCardProps<Call extends ReadCall, Values extends Record<string, unknown>> {
  title: string;
  /** A data attribute naming the card (the screen has several). */
  marker: string;
  /** The GET call answering the saved settings. */
  read: Call;
  /** Saves the form's values; answers the settings as saved. */
  write: (values: Values) => Promise<AdminResult<Call>>;
  /** The form's values for saved settings, when the form shows them otherwise (minutes for seconds). */
  toValues?: (saved: AdminResult<Call>) => Values;
  savedMessage: string;
  /** The button names itself: the screen's other cards have a "Save" of their own. */
  saveLabel: string;
  children: (form: UseFormReturnType<Values>) => ReactNode;
}

/**
 * A card of the Settings screen that loads one feature's settings, edits them in a form and saves
 * them with its own button: the form shows what the server kept after each save.
 */
export function SettingsCard<Call extends ReadCall, Values extends Record<string, unknown>>(
  props: SettingsCardProps<Call, Values>,
) {
  // A settings call takes no input; TypeScript cannot see that through the generic call.
  const readSettings = useApiData as (call: Call) => ApiData<AdminResult<Call>>;
  const { data, error, loading, reload } = readSettings(props.read);
  return (
    <Paper withBorder p="lg" {...{ [`data-${props.marker}`]: '' }}>
      <Title order={4} mb="sm">
        {props.title}
      </Title>
      {loading && !data ? <LoadingState /> : null}
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      {data ? <SettingsForm {...props} saved={data} /> : null}
    </Paper>
  );
}

function SettingsForm<Call extends ReadCall, Values extends Record<string, unknown>>({
  saved,
  write,
  toValues,
  savedMessage,
  saveLabel,
  children,
}: SettingsCardProps<Call, Values> & { saved: AdminResult<Call> }) {
  const valuesOf = (settings: AdminResult<Call>) => (toValues ? toValues(settings) : (settings as Values));
  const form = useForm<Values>({ initialValues: valuesOf(saved) });
  const { saving, save } = useSave(form);
  const submit = form.onSubmit((values) =>
    save(async () => {
      const shown = valuesOf(await write(values));
      form.setValues(shown);
      form.resetDirty(shown);
      notifySaved(savedMessage);
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {children(form)}
        <Group>
          <Button type="submit" loading={saving}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
