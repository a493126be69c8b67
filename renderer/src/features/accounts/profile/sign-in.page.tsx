import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { useAuth } from '../../../app/auth';

/** Shown instead of any screen while nobody is signed in; the address stays, so the screen follows. */
export function SignInPage() {
  const { signIn } = useAuth();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : 'Enter your e-mail address.'),
      password: (value) => (value ? null : 'Enter your password.'),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setSending(true);
    setRefusal(null);
    try {
      await signIn(email.trim(), password);
    } catch (error) {
      if (error instanceof ApiError && error.hasFieldErrors) form.setErrors(error.fields);
      setRefusal(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
      setSending(false);
    }
  });

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <div>
              <Title order={2}>Vitrine</Title>
              <Text c="dimmed" size="sm">
                Sign in to the back office
              </Text>
            </div>
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
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={sending} fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
