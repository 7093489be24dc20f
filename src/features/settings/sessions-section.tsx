// Settings › Security › Where you're signed in: every device with a session at the identity provider,
// this one marked, each with Sign out, and Sign out of all other devices. A device signed out here is
// asked to sign in again at its next token renewal; its unsynced changes wait on it until then.
// Each device is named with its browser's and system's versions (and a phone's model) and its first
// sign-in, which tell two alike devices apart. The server sees a device only when it renews its tokens,
// so this device, in use as the student reads the list, is "Active now" rather than at its last renewal.
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { SignedInDevice } from '../../data/security/security-api';
import { describeDevice } from '../../lib/user-agent';
import { useSecurityAction } from './use-security-action';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const isPhone = (device: SignedInDevice) => device.os === 'iOS' || device.os === 'Android';

export function SessionsSection() {
  const { security } = activeUserData();
  const [devices, setDevices] = useState<SignedInDevice[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, error, run } = useSecurityAction();

  const load = useCallback(async () => {
    const list = await run('load', () => security.sessions());
    if (list) setDevices(list);
  }, [run, security]);

  useEffect(() => {
    void load();
  }, [load]);

  const signOut = async (device: SignedInDevice) => {
    const done = await run(device.id, async () => (await security.signOutSession(device.id), true));
    if (!done) return;
    setNotice(`${device.browser} on ${device.os} is signed out.`);
    await load();
  };

  const signOutOthers = async () => {
    const count = await run('others', () => security.signOutOtherSessions());
    if (count === undefined) return;
    setNotice(count === 1 ? 'One other device is signed out.' : `${count} other devices are signed out.`);
    await load();
  };

  const others = devices?.filter((device) => !device.current).length ?? 0;
  return (
    <Stack gap="sm" aria-labelledby="sessions-title" component="section">
      <Title order={3} fz="lg" id="sessions-title">
        Where you’re signed in
      </Title>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      {notice && (
        <Text size="sm" role="status">
          {notice}
        </Text>
      )}
      {devices === null && !error && <Text c="dimmed">Loading your devices…</Text>}
      {devices?.map((device) => (
        <Card key={device.id} withBorder padding="sm" radius="md" data-testid="signed-in-device">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              {isPhone(device) ? <IconDeviceMobile size={24} aria-hidden="true" /> : <IconDeviceDesktop size={24} aria-hidden="true" />}
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{device.user_agent ? describeDevice(device.user_agent) : `${device.browser} on ${device.os}`}</Text>
                  {device.current && (
                    <Badge variant="filled" color="teal.9">
                      This device
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {device.current ? 'Active now' : `Last active ${when(device.last_seen_at)}`} · First signed in {when(device.first_seen_at)}
                </Text>
              </div>
            </Group>
            {!device.current && (
              <Button
                variant="default"
                size="xs"
                onClick={() => void signOut(device)}
                loading={busy === device.id}
                disabled={!!busy}
                aria-label={`Sign out ${device.browser} on ${device.os}`}
              >
                Sign out
              </Button>
            )}
          </Group>
        </Card>
      ))}
      {devices && (
        <div>
          <Button variant="light" color="red" onClick={() => void signOutOthers()} loading={busy === 'others'} disabled={!!busy || others === 0}>
            Sign out of all other devices
          </Button>
        </div>
      )}
    </Stack>
  );
}
