// Setting up two-step sign-in: scan the QR code (or type the key) into an authenticator app, confirm
// with its first code, then see the ten recovery codes, this once, before closing.
import { Alert, Button, Code, CopyButton, Group, Image, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { MfaSetup } from '../../data/security/security-api';
import { useSecurityAction } from './use-security-action';

export function MfaSetupModal({ opened, onClose, onEnabled }: { opened: boolean; onClose(): void; onEnabled(): void }) {
  const { security } = activeUserData();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { busy, error, run } = useSecurityAction();

  useEffect(() => {
    if (!opened) return;
    setSetup(null);
    setCode('');
    setRecoveryCodes(null);
    void run('start', () => security.startMfaSetup()).then((started) => started && setSetup(started));
  }, [opened, run, security]);

  const confirm = async () => {
    const codes = await run('confirm', () => security.confirmMfa(code.trim()));
    if (!codes) return;
    setRecoveryCodes(codes);
    onEnabled();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={recoveryCodes ? 'Save your recovery codes' : 'Set up two-step sign-in'}
      size="md"
      closeOnClickOutside={!recoveryCodes}
    >
      {recoveryCodes ? (
        <Stack gap="sm">
          <Text size="sm">
            Two-step sign-in is on. If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are shown only now.
          </Text>
          <List
            spacing={2}
            aria-label="Recovery codes"
            data-testid="recovery-codes"
            styles={{ itemLabel: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          >
            {recoveryCodes.map((recovery) => (
              <List.Item key={recovery}>{recovery}</List.Item>
            ))}
          </List>
          <Group>
            <CopyButton value={recoveryCodes.join('\n')}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} color={copied ? 'green' : undefined}>
                  {copied ? 'Copied' : 'Copy codes'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>I saved them</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          {error && !error.fields.code && (
            <Alert color="red" variant="light" role="alert">
              {error.message}
            </Alert>
          )}
          {!setup && !error && <Text c="dimmed">Preparing your key…</Text>}
          {setup && (
            <>
              <Text size="sm">1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</Text>
              <Image src={setup.qr_code} alt="QR code for your authenticator app" w={180} h={180} fit="contain" bg="white" p={4} style={{ borderRadius: 8 }} />
              <Text size="sm">Can’t scan it? Enter this key instead:</Text>
              <Code block data-testid="mfa-secret" style={{ wordBreak: 'break-all', letterSpacing: 1 }}>
                {setup.secret}
              </Code>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void confirm();
                }}
              >
                <Stack gap="sm">
                  <TextInput
                    label="2. Enter the 6-digit code the app shows"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={8}
                    value={code}
                    onChange={(event) => setCode(event.currentTarget.value)}
                    error={error?.fields.code}
                  />
                  <Group>
                    <Button type="submit" loading={busy === 'confirm'} disabled={!code.trim() || !!busy}>
                      Turn on
                    </Button>
                    <Button variant="default" onClick={onClose}>
                      Cancel
                    </Button>
                  </Group>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
