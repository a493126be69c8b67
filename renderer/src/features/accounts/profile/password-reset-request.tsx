import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sessionAdminCalls } from '@shared/api/core-calls';
import { useState } from 'react';
import { api, ApiError } from '../../../app/api';
import { t } from '../../../app/i18n';

/**
 * "Forgot password?" on the sign-in screen: mails a link to set a new password (the site's reset by
 * mail). The answer is the same whether the address has an account or not.
 */
export function PasswordResetRequest({ email, onBack }: { email: string; onBack(): void }) {
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    initialValues: { email },
    validate: { email: (value) => (value.trim() ? null : t('admin.accounts.enterEMailAddress')) },
  });

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    setRefusal(null);
    try {
      await api.call(
        sessionAdminCalls.requestPasswordReset,
        { body: { email: values.email.trim() } },
        { expectUnauthorized: true },
      );
      setSent(true);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('admin.common.somethingWentWrongPleaseTryAgain'));
    } finally {
      setSending(false);
    }
  });

  const back = (
    <Anchor component="button" type="button" size="sm" onClick={onBack}>
      {t('admin.accounts.backToSignIn')}
    </Anchor>
  );
  if (sent)
    return (
      <Stack>
        <Alert color="green" role="status">
          {t('admin.accounts.resetLinkSent')}
        </Alert>
        {back}
      </Stack>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          {t('admin.accounts.resetIntro')}
        </Text>
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <TextInput
          label={t('admin.common.eMail')}
          type="email"
          autoComplete="username"
          autoFocus
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={sending} fullWidth>
          {t('admin.accounts.sendTheLink')}
        </Button>
        {back}
      </Stack>
    </form>
  );
}
