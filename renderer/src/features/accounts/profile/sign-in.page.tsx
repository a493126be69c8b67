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
import { t } from '../../../app/i18n';

const productName = 'Vitrine';

/**
 * Why the server refused a sign-in, in the page's language (nobody is signed in, so the server cannot
 * know it): the answers of the two steps are few and known by their status.
 */
function refusalOf(error: unknown, codeStep: boolean): { message: string; field?: string } {
  if (!(error instanceof ApiError)) return { message: t('admin.common.somethingWentWrongPleaseTryAgain') };
  if (error.status === 429) return { message: t('admin.common.tooManyAttemptsPleaseWaitMomentTry') };
  if (codeStep && error.status === 401) return { message: t('admin.accounts.signInExpired') };
  if (codeStep && error.fields.code) {
    const message = t('admin.accounts.wrongCode');
    return { message, field: message };
  }
  if (!codeStep && error.status === 401) return { message: t('admin.accounts.wrongLogin') };
  if (!codeStep && error.status === 403) return { message: t('admin.accounts.noBackOffice') };
  return { message: error.message };
}

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
      email: (value) => (codeNeeded || value.trim() ? null : t('admin.accounts.enterEMailAddress')),
      password: (value) => (codeNeeded || value ? null : t('admin.accounts.enterPassword')),
      code: (value) => (!codeNeeded || value.trim() ? null : t('admin.accounts.enterCodeAuthenticatorApp')),
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
      const refused = refusalOf(error, codeNeeded);
      if (refused.field) form.setFieldError('code', refused.field);
      else if (error instanceof ApiError && error.hasFieldErrors) form.setErrors(error.fields);
      // An expired second step starts over from the password.
      if (error instanceof ApiError && error.status === 401) setCodeNeeded(false);
      setRefusal(refused.message);
      setSending(false);
    }
  });

  const heading = (
    <div>
      <Title order={2}>{productName}</Title>
      <Text c="dimmed" size="sm">
        {resetting ? t('admin.accounts.resetYourPassword') : t('admin.accounts.signBackOffice')}
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
                label={t('admin.accounts.authenticationCode')}
                description={t('admin.accounts.n6DigitCodeAuthenticatorAppOne')}
                autoComplete="one-time-code"
                autoFocus
                required
                {...form.getInputProps('code')}
              />
            ) : (
              <>
                <TextInput
                  label={t('admin.common.eMail')}
                  type="email"
                  autoComplete="username"
                  autoFocus
                  required
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label={t('admin.accounts.password')}
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
              </>
            )}
            <Button type="submit" loading={sending} fullWidth>
              {codeNeeded ? t('admin.accounts.verify') : t('admin.accounts.sign')}
            </Button>
            {codeNeeded ? null : (
              <Anchor component="button" type="button" size="sm" onClick={() => setResetting(true)}>
                {t('admin.accounts.forgotPassword')}
              </Anchor>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
