// Personal growth notes: the student's own notes to themselves, kept in their settings (personal_notes) so
// they follow them to every device; saved through the outbox, so offline too.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import { moveDeviceNotesToSettings } from '../../../data/growth-notes/growth-notes';
import { SETTINGS_LIMITS } from '../../../lib/settings-rules';
import { GrowingTextarea } from '../../../ui/growing-textarea';

export function GrowthNotesCard() {
  const userData = activeUserData();
  const saved = useLiveQuery(async () => (await userData.settings.get())?.personal_notes ?? '', [userData]);
  const [draft, setDraft] = useState<string | null>(null);
  const [status, setStatus] = useState<{ saved: boolean; error?: string } | null>(null);

  useEffect(() => {
    moveDeviceNotesToSettings(userData.db, userData.settings).catch((error: unknown) => console.error('Moving growth notes failed', error));
  }, [userData]);

  const text = draft ?? saved ?? '';
  const changed = draft !== null && draft !== saved;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await userData.settings.save({ personal_notes: text.trim() });
      setDraft(null);
      setStatus({ saved: true });
    } catch (failure) {
      console.error('Error saving notes', failure);
      setStatus({ saved: false, error: 'The notes could not be saved on this device.' });
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Personal growth notes">
      <form onSubmit={save}>
        <Stack gap="sm">
          <Title order={3} fz="lg">
            Personal growth notes
          </Title>
          <GrowingTextarea
            label="Notes to yourself"
            description="What went well, what to change. Saved to your account, so they are on every device."
            placeholder="e.g. Starting essays a week early made finals calmer."
            minRows={3}
            maxRows={12}
            maxLength={SETTINGS_LIMITS.personalNotes}
            value={text}
            error={status?.error}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setStatus(null);
            }}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed" role="status">
              {status?.saved && !changed ? 'Saved.' : `${text.length} / ${SETTINGS_LIMITS.personalNotes}`}
            </Text>
            <Button type="submit" variant="light" disabled={!changed}>
              Save notes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
