// Import from your learning platform (in): the iCal address Canvas (and Blackboard, D2L, Moodle) gives a
// student for their calendar. The server fetches it, turns its events into tasks and re-syncs it; the
// device pulls the tasks after each change here. Online only; errors are shown as the server says them.
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { activeUserData } from '../../data/active-user-data';
import { OFFLINE_MESSAGE, type CalendarImport } from '../../data/calendar/calendar-api';
import { IntegrationRow } from './integration-row';
import { useOnline } from './use-online';

const timeFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function ImportLine({ item, busy, online, onSync, onRemove }: { item: CalendarImport; busy: boolean; online: boolean; onSync(): void; onRemove(): void }) {
  return (
    <Stack gap={4} component="article" aria-label={`Import from ${item.url}`}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {item.url}
      </Text>
      <Text size="sm" c="dimmed">
        {plural(item.task_count, 'task')} · {item.last_synced_at ? `last synced ${timeFormat.format(new Date(item.last_synced_at))}` : 'not synced yet'}
      </Text>
      {item.last_error && (
        <Text size="sm" c="var(--mantine-color-red-text)">
          The last sync failed: {item.last_error}
        </Text>
      )}
      <Group gap="xs">
        <Button size="compact-sm" variant="light" onClick={onSync} disabled={!online || busy} loading={busy}>
          Sync now
        </Button>
        <Button size="compact-sm" variant="subtle" color="red" onClick={onRemove} disabled={!online || busy}>
          Remove
        </Button>
      </Group>
    </Stack>
  );
}

export function LmsImportRow() {
  const userData = activeUserData();
  const { calendar } = userData;
  const online = useOnline();
  const [imports, setImports] = useState<CalendarImport[] | null>(null);
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (label: string, work: () => Promise<void>, pullTasks = true) => {
      setBusy(label);
      setError(null);
      try {
        await work();
        if (pullTasks) await userData.sync.pullNow('tasks').catch(() => undefined);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        setBusy(null);
      }
    },
    [userData],
  );

  useEffect(() => {
    if (online) void run('load', async () => setImports(await calendar.imports()), false);
  }, [online, calendar, run]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return;
    void run('add', async () => {
      const created = await calendar.addImport(url);
      setImports((current) => [...(current ?? []).filter((item) => item.id !== created.id), created]);
      setUrl('');
    });
  };
  const sync = (id: string) =>
    void run(id, async () => {
      const synced = await calendar.syncImport(id);
      setImports((current) => (current ?? []).map((item) => (item.id === id ? synced : item)));
    });
  const remove = (id: string) =>
    void run(id, async () => {
      await calendar.removeImport(id);
      setImports((current) => (current ?? []).filter((item) => item.id !== id));
    });

  return (
    <IntegrationRow
      icon={<IconSchool size={22} aria-hidden="true" />}
      name="Canvas LMS"
      description="Import from your learning platform: paste the calendar (iCal) address from Canvas, Blackboard, D2L or Moodle and its deadlines become tasks."
      connected={!!imports?.length}
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
      {imports?.map((item) => (
        <ImportLine key={item.id} item={item} busy={busy === item.id} online={online} onSync={() => sync(item.id)} onRemove={() => remove(item.id)} />
      ))}
      <form onSubmit={add} noValidate>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label="Calendar feed address"
            placeholder="https://canvas.example.edu/feeds/calendars/user_….ics"
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            style={{ flex: '1 1 18rem' }}
            disabled={!online}
          />
          <Button type="submit" disabled={!online || !url.trim() || !!busy} loading={busy === 'add'}>
            Import
          </Button>
        </Group>
      </form>
    </IntegrationRow>
  );
}
