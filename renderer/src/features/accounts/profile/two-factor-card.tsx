import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountsAdminCalls as calls } from '@shared/accounts/admin-calls';
import type { TwoFactorSetup } from '@shared/accounts/contract';
import { useState } from 'react';
import { api } from '../../../app/api';
import { notifySaved } from '../../../app/form-feedback';
import { ErrorState, LoadingState } from '../../../app/ui';
import { useApiData } from '../../../app/use-api-data';
import { useSave } from '../../../app/use-save';

/** What the card shows: the status, the set-up, one of the forms that need a code, or new recovery codes. */
type Step = 'status' | 'setup' | 'disable' | 'renew' | 'codes';

/** The profile's two-factor sign-in: turn it on with an authenticator app, renew recovery codes, turn it off. */
export function TwoFactorCard() {
  const status = useApiData(calls.twoFactor);
  const [step, setStep] = useState<Step>('status');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const form = useForm({ initialValues: { code: '', password: '' } });
  const { saving, save } = useSave(form);

  const go = (next: Step) => {
    form.reset();
    setStep(next);
  };
  const showCodes = (codes: string[]) => {
    setRecoveryCodes(codes);
    go('codes');
    status.reload();
  };
  const begin = () =>
    save(async () => {
      setSetup(await api.call(calls.setUpTwoFactor, {}));
      go('setup');
    });
  const submit = form.onSubmit(({ code, password }) =>
    save(async () => {
      if (step === 'setup') {
        showCodes((await api.call(calls.enableTwoFactor, { body: { code } })).recoveryCodes);
        notifySaved('Two-factor sign-in is on.');
      } else if (step === 'renew') {
        showCodes((await api.call(calls.newRecoveryCodes, { body: { code } })).recoveryCodes);
      } else if (step === 'disable') {
        await api.call(calls.disableTwoFactor, { body: { password, code } });
        notifySaved('Two-factor sign-in is off.');
        go('status');
        status.reload();
      }
    }),
  );

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>Two-factor sign-in</Title>
          {status.data ? (
            <Badge color={status.data.enabled ? 'green' : 'gray'}>{status.data.enabled ? 'On' : 'Off'}</Badge>
          ) : null}
        </Group>
        {status.loading && !status.data ? <LoadingState /> : null}
        {status.error ? <ErrorState error={status.error} onRetry={status.reload} /> : null}
        {status.data && step === 'status' ? (
          status.data.enabled ? (
            <>
              <Text size="sm">
                Signing in asks for a code from your authenticator app. {status.data.recoveryCodesLeft}{' '}
                recovery code{status.data.recoveryCodesLeft === 1 ? '' : 's'} left.
              </Text>
              <Group>
                <Button variant="default" onClick={() => go('renew')}>
                  New recovery codes
                </Button>
                <Button variant="default" color="red" onClick={() => go('disable')}>
                  Turn off
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text size="sm">
                Ask for a code from an authenticator app (such as Google Authenticator, Aegis or 1Password) at
                every sign-in, so a stolen password is not enough.
              </Text>
              <Group>
                <Button onClick={begin} loading={saving}>
                  Turn on
                </Button>
              </Group>
            </>
          )
        ) : null}
        {step === 'codes' ? (
          <>
            <Alert color="yellow" title="Save your recovery codes">
              Each code signs you in once if you lose your phone. They are shown only now: print them or keep
              them in your password manager.
            </Alert>
            <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
              {recoveryCodes.map((code) => (
                <Code key={code}>{code}</Code>
              ))}
            </SimpleGrid>
            <Group>
              <Button onClick={() => go('status')}>I have saved them</Button>
            </Group>
          </>
        ) : null}
        {step === 'setup' || step === 'disable' || step === 'renew' ? (
          <form onSubmit={submit} noValidate>
            <Stack>
              {step === 'setup' && setup ? (
                <>
                  <Text size="sm">
                    Scan this code with your authenticator app, then enter the 6-digit code it shows.
                  </Text>
                  <Image
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                    alt="QR code for your authenticator app"
                    w={180}
                    h={180}
                  />
                  <Text size="sm">
                    Or type this key: <Code data-testid="two-factor-secret">{setup.secret}</Code>
                  </Text>
                </>
              ) : null}
              {step === 'disable' ? (
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
              ) : null}
              <TextInput
                label="Authentication code"
                description={
                  step === 'setup' ? undefined : 'From your authenticator app, or a recovery code.'
                }
                autoComplete="one-time-code"
                required
                {...form.getInputProps('code')}
              />
              <Group>
                <Button type="submit" loading={saving} color={step === 'disable' ? 'red' : undefined}>
                  {step === 'setup' ? 'Confirm' : step === 'disable' ? 'Turn off' : 'Make new codes'}
                </Button>
                <Button variant="subtle" onClick={() => go('status')}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
