// Settings › Security › Change password (local accounts): the current password, then the new one by the
// sign-up rules (checked again on the server). The other devices are signed out; this one stays.
import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import { useSecurityAction } from './use-security-action';

const MIN_LENGTH = 8;

export function PasswordSection() {
  const { security } = activeUserData();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, run } = useSecurityAction();

  const submit = async () => {
    setDone(null);
    if (next !== repeat) return setMismatch(true);
    const signedOut = await run('password', () => security.changePassword(current, next));
    if (signedOut === undefined) return;
    setCurrent('');
    setNext('');
    setRepeat('');
    setDone(
      signedOut === 0
        ? 'Your password is changed.'
        : `Your password is changed, and ${signedOut === 1 ? 'one other device was' : `${signedOut} other devices were`} signed out.`,
    );
  };

  const fieldErrors = error?.fields ?? {};
  return (
    <Stack gap="sm" component="section" aria-labelledby="password-title">
      <Title order={3} fz="lg" id="password-title">
        Change password
      </Title>
      {error && !fieldErrors.current_password && !fieldErrors.new_password && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={fieldErrors.current_password}
            required
          />
          <PasswordInput
            label="New password"
            description={`At least ${MIN_LENGTH} characters.`}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            error={fieldErrors.new_password}
            required
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => (setRepeat(e.currentTarget.value), setMismatch(false))}
            error={mismatch ? 'The two new passwords differ.' : undefined}
            required
          />
          <Text size="sm" c="dimmed">
            Your other devices will be signed out.
          </Text>
          <div>
            <Button type="submit" loading={busy === 'password'} disabled={!current || !next || !repeat || !!busy}>
              Change password
            </Button>
          </div>
          {done && (
            <Text size="sm" role="status">
              {done}
            </Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
