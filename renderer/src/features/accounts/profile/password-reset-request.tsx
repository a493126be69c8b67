import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sessionAdminCalls } from '@shared/api/core-calls';
import { useState } from 'react';
import { api, ApiError } from '../../../app/api';

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
    validate: { email: (value) => (value.trim() ? null : 'Enter your e-mail address.') },
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
      setRefusal(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setSending(false);
    }
  });

  const back = (
    <Anchor component="button" type="button" size="sm" onClick={onBack}>
      Back to sign in
    </Anchor>
  );
  if (sent)
    return (
      <Stack>
        <Alert color="green" role="status">
          If an account exists for this address, we sent it a link to choose a new password. Open the link,
          set the password, then sign in here with it.
        </Alert>
        {back}
      </Stack>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          Enter the e-mail address of your account: we will send you a link to choose a new password.
        </Text>
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={sending} fullWidth>
          Send the link
        </Button>
        {back}
      </Stack>
    </form>
  );
}
