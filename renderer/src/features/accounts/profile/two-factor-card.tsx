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
import { t, tCount } from '../../../app/i18n';

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
        notifySaved(t('admin.accounts.twoFactorSign'));
      } else if (step === 'renew') {
        showCodes((await api.call(calls.newRecoveryCodes, { body: { code } })).recoveryCodes);
      } else if (step === 'disable') {
        await api.call(calls.disableTwoFactor, { body: { password, code } });
        notifySaved(t('admin.accounts.twoFactorSignOff'));
        go('status');
        status.reload();
      }
    }),
  );

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('admin.accounts.twoFactorSign2')}</Title>
          {status.data ? (
            <Badge color={status.data.enabled ? 'green' : 'gray'}>
              {status.data.enabled ? t('admin.accounts.on') : t('admin.common.off')}
            </Badge>
          ) : null}
        </Group>
        {status.loading && !status.data ? <LoadingState /> : null}
        {status.error ? <ErrorState error={status.error} onRetry={status.reload} /> : null}
        {status.data && step === 'status' ? (
          status.data.enabled ? (
            <>
              <Text size="sm">
                {tCount(
                  status.data.recoveryCodesLeft,
                  'admin.accounts.recoveryCodesLeftOne',
                  'admin.accounts.recoveryCodesLeftOther',
                )}
              </Text>
              <Group>
                <Button variant="default" onClick={() => go('renew')}>
                  {t('admin.accounts.newRecoveryCodes')}
                </Button>
                <Button variant="default" color="red" onClick={() => go('disable')}>
                  {t('admin.accounts.turnOff')}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text size="sm">{t('admin.accounts.askCodeAuthenticatorAppSuchGoogle')}</Text>
              <Group>
                <Button onClick={begin} loading={saving}>
                  {t('admin.accounts.turn')}
                </Button>
              </Group>
            </>
          )
        ) : null}
        {step === 'codes' ? (
          <>
            <Alert color="yellow" title={t('admin.accounts.saveRecoveryCodes')}>
              {t('admin.accounts.eachCodeSignsOnceIfLosePhoneThey')}
            </Alert>
            <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
              {recoveryCodes.map((code) => (
                <Code key={code}>{code}</Code>
              ))}
            </SimpleGrid>
            <Group>
              <Button onClick={() => go('status')}>{t('admin.accounts.iHaveSavedThem')}</Button>
            </Group>
          </>
        ) : null}
        {step === 'setup' || step === 'disable' || step === 'renew' ? (
          <form onSubmit={submit} noValidate>
            <Stack>
              {step === 'setup' && setup ? (
                <>
                  <Text size="sm">{t('admin.accounts.scanCodeAuthenticatorAppThenEnter6')}</Text>
                  <Image
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                    alt={t('admin.accounts.qrCodeAuthenticatorApp')}
                    w={180}
                    h={180}
                  />
                  <Text size="sm">
                    {t('admin.accounts.typeKey')} <Code data-testid="two-factor-secret">{setup.secret}</Code>
                  </Text>
                </>
              ) : null}
              {step === 'disable' ? (
                <PasswordInput
                  label={t('admin.accounts.password')}
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
              ) : null}
              <TextInput
                label={t('admin.accounts.authenticationCode')}
                description={step === 'setup' ? undefined : t('admin.accounts.authenticatorAppRecoveryCode')}
                autoComplete="one-time-code"
                required
                {...form.getInputProps('code')}
              />
              <Group>
                <Button type="submit" loading={saving} color={step === 'disable' ? 'red' : undefined}>
                  {step === 'setup'
                    ? t('admin.common.confirm')
                    : step === 'disable'
                      ? t('admin.accounts.turnOff')
                      : t('admin.accounts.makeNewCodes')}
                </Button>
                <Button variant="subtle" onClick={() => go('status')}>
                  {t('admin.common.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
