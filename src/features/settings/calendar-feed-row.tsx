// Calendar feed (out): a private subscription URL that serves the student's tasks with due dates (and
// this week's study blocks) as iCalendar, for Google Calendar, Apple Calendar or Outlook. Connect
// creates it, Regenerate replaces its secret (the old URL stops working), Disconnect revokes it.
// Online only: the server holds the secret.
import { Alert, Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCalendarShare } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import { OFFLINE_MESSAGE } from '../../data/calendar/calendar-api';
import { IntegrationRow } from './integration-row';
import { useOnline } from './use-online';

type FeedState = { kind: 'unknown' } | { kind: 'none' } | { kind: 'connected'; url: string };

export function CalendarFeedRow() {
  const { calendar } = activeUserData();
  const online = useOnline();
  const [feed, setFeed] = useState<FeedState>({ kind: 'unknown' });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One call at a time: the buttons are disabled during one, and the status is not read again during one
  // when the connection comes back, since a read answered after a Disconnect (or Connect) that it overtook
  // would put back the revoked address (or hide the new one). The call in flight has the newer answer.
  const calling = useRef(false);

  const run = useCallback(async (label: string, work: () => Promise<FeedState>) => {
    calling.current = true;
    setBusy(label);
    setError(null);
    try {
      setFeed(await work());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      calling.current = false;
      setBusy(null);
    }
  }, []);

  useEffect(() => {
    if (online && !calling.current)
      void run('load', async () => {
        const url = await calendar.feed();
        return url ? { kind: 'connected', url } : { kind: 'none' };
      });
  }, [online, calendar, run]);

  const connect = (label: string) => run(label, async () => ({ kind: 'connected', url: await calendar.connectFeed() }));
  const disconnect = () => run('disconnect', async () => (await calendar.disconnectFeed(), { kind: 'none' }));

  return (
    <IntegrationRow
      icon={<IconCalendarShare size={22} aria-hidden="true" />}
      name="Calendar feed"
      description="Subscribe from Google Calendar, Apple Calendar or Outlook to see your tasks with due dates and this week’s study blocks."
      connected={feed.kind === 'connected'}
    >
      {!online && (
        <Text size="sm" c="dimmed">
          {OFFLINE_MESSAGE}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      )}
      {feed.kind === 'connected' && (
        <>
          <TextInput
            label="Your private calendar address"
            description="Anyone with this address can read your tasks: share it only with your calendar app."
            value={feed.url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={feed.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} color={copied ? 'green' : undefined}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={() => void connect('regenerate')} loading={busy === 'regenerate'} disabled={!online || !!busy}>
              Regenerate
            </Button>
            <Button variant="subtle" color="red" onClick={() => void disconnect()} loading={busy === 'disconnect'} disabled={!online || !!busy}>
              Disconnect
            </Button>
          </Group>
        </>
      )}
      {feed.kind !== 'connected' && (
        <Group>
          <Button onClick={() => void connect('connect')} loading={busy === 'connect' || busy === 'load'} disabled={!online || !!busy}>
            Connect
          </Button>
        </Group>
      )}
    </IntegrationRow>
  );
}
