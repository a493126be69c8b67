import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { useAuth } from '../../../app/auth';
import { PasswordResetRequest } from './password-reset-request';

/** Shown instead of any screen while nobody is signed in; the address stays, so the screen follows. */
export function SignInPage() {
  const { signIn, signInWithCode } = useAuth();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The second step, for an account with two-factor sign-in.
  const [codeNeeded, setCodeNeeded] = useState(false);
  // "Forgot password?": the address asks for a reset link instead.
  const [resetting, setResetting] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '', code: '' },
    validate: {
      email: (value) => (codeNeeded || value.trim() ? null : 'Enter your e-mail address.'),
      password: (value) => (codeNeeded || value ? null : 'Enter your password.'),
      code: (value) => (!codeNeeded || value.trim() ? null : 'Enter the code from your authenticator app.'),
    },
  });

  const submit = form.onSubmit(async ({ email, password, code }) => {
    setSending(true);
    setRefusal(null);
    try {
      if (codeNeeded) await signInWithCode(code.trim());
      else if ((await signIn(email.trim(), password)) === 'code-needed') {
        setCodeNeeded(true);
        form.setFieldValue('password', '');
        setSending(false);
      }
    } catch (error) {
      if (error instanceof ApiError && error.hasFieldErrors) form.setErrors(error.fields);
      // An expired second step starts over from the password.
      if (error instanceof ApiError && error.status === 401) setCodeNeeded(false);
      setRefusal(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
      setSending(false);
    }
  });

  const heading = (
    <div>
      <Title order={2}>Vitrine</Title>
      <Text c="dimmed" size="sm">
        {resetting ? 'Reset your password' : 'Sign in to the back office'}
      </Text>
    </div>
  );
  if (resetting)
    return (
      <Center mih="100vh" p="md" bg="gray.0">
        <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
          <Stack>
            {heading}
            <PasswordResetRequest email={form.values.email} onBack={() => setResetting(false)} />
          </Stack>
        </Paper>
      </Center>
    );

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            {heading}
            {refusal ? (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            ) : null}
            {codeNeeded ? (
              <TextInput
                key="code"
                label="Authentication code"
                description="The 6-digit code from your authenticator app, or one of your recovery codes."
                autoComplete="one-time-code"
                autoFocus
                required
                {...form.getInputProps('code')}
              />
            ) : (
              <>
                <TextInput
                  label="E-mail"
                  type="email"
                  autoComplete="username"
                  autoFocus
                  required
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
              </>
            )}
            <Button type="submit" loading={sending} fullWidth>
              {codeNeeded ? 'Verify' : 'Sign in'}
            </Button>
            {codeNeeded ? null : (
              <Anchor component="button" type="button" size="sm" onClick={() => setResetting(true)}>
                Forgot password?
              </Anchor>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
