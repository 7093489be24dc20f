// Settings › Security › Two-step sign-in: whether it is on, Set up (the modal), and Turn off, which
// asks for a current code from the app (or a recovery code).
import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { MfaStatus } from '../../data/security/security-api';
import { MfaSetupModal } from './mfa-setup-modal';
import { useSecurityAction } from './use-security-action';

export function MfaSection() {
  const { security } = activeUserData();
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [setupOpen, setSetupOpen] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const { busy, error, run, clearError } = useSecurityAction();

  const load = useCallback(async () => {
    const next = await run('load', () => security.mfaStatus());
    if (next) setStatus(next);
  }, [run, security]);

  useEffect(() => {
    void load();
  }, [load]);

  const turnOff = async () => {
    const done = await run('off', async () => (await security.disableMfa(code.trim()), true));
    if (!done) return;
    setTurningOff(false);
    setCode('');
    await load();
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="mfa-title">
      <Group gap="xs">
        <Title order={3} fz="lg" id="mfa-title">
          Two-step sign-in
        </Title>
        {status && (
          <Badge variant="light" color={status.enabled ? 'green' : 'gray'}>
            {status.enabled ? 'On' : 'Off'}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        After your password, DegreeMate asks for a 6-digit code from an authenticator app on your phone, so a stolen password alone cannot get in.
      </Text>
      {error && !error.fields.code && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      {status?.enabled && (
        <Text size="sm">{status.recovery_codes_left === 1 ? '1 recovery code left.' : `${status.recovery_codes_left} recovery codes left.`}</Text>
      )}
      {status && !status.enabled && (
        <div>
          <Button onClick={() => setSetupOpen(true)}>Set up MFA</Button>
        </div>
      )}
      {status?.enabled && !turningOff && (
        <div>
          <Button variant="default" color="red" onClick={() => (clearError(), setTurningOff(true))}>
            Turn off MFA
          </Button>
        </div>
      )}
      {status?.enabled && turningOff && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void turnOff();
          }}
        >
          <Stack gap="sm" maw={360}>
            <TextInput
              label="Current code"
              description="The 6-digit code your authenticator app shows now, or a recovery code."
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={error?.fields.code}
            />
            <Group>
              <Button type="submit" color="red" loading={busy === 'off'} disabled={!code.trim() || !!busy}>
                Turn off
              </Button>
              <Button variant="default" onClick={() => (setTurningOff(false), clearError())}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <MfaSetupModal opened={setupOpen} onClose={() => setSetupOpen(false)} onEnabled={() => void load()} />
    </Stack>
  );
}
