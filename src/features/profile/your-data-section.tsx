// Settings › Profile › Your data: download everything the server holds for the student as one
// JSON file, and, in a danger zone, delete the account. Both need a connection, and say so plainly offline.
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ACCOUNT_OFFLINE_MESSAGE, AccountError } from '../../data/account/account-api';
import { activeUserData } from '../../data/active-user-data';
import { useOnline } from '../../ui/use-online';
import { DeleteAccountModal } from './delete-account-modal';
import { saveFile } from './save-file';

export function YourDataSection({ email }: { email: string | undefined }) {
  const online = useOnline();
  const [downloading, setDownloading] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    setMessage(null);
    try {
      const { fileName, text } = await activeUserData().account.exportData();
      saveFile(fileName, text);
      setMessage({ ok: true, text: `Your data was saved as ${fileName}.` });
    } catch (error) {
      console.error('Downloading the data failed', error);
      setMessage({ ok: false, text: error instanceof AccountError ? error.message : 'The download failed. Try again.' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg" component="section" aria-labelledby="your-data-title">
      <Title order={3} fz="lg" id="your-data-title">
        Your data
      </Title>
      {!online && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} aria-hidden="true" />} role="status">
          {ACCOUNT_OFFLINE_MESSAGE}
        </Alert>
      )}
      <Stack gap="xs" align="flex-start">
        <Text>
          Download a copy of everything DegreeMate keeps for you: your profile, settings, links, plans, study plans, tasks and advisor conversations, as one
          JSON file.
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={() => void download()}
          loading={downloading}
          disabled={!online}
        >
          Download my data
        </Button>
        {message && (
          <Text size="sm" role={message.ok ? 'status' : 'alert'} c={message.ok ? undefined : 'red'}>
            {message.text}
          </Text>
        )}
      </Stack>
      <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-color-red-outline)' }} component="section" aria-labelledby="danger-zone-title">
        <Stack gap="xs" align="flex-start">
          <Title order={4} fz="md" id="danger-zone-title" c="red">
            Danger zone
          </Title>
          <Text size="sm">
            Deleting your account removes your profile, plans, tasks, links and conversations from DegreeMate and from this device, and signs you out. It cannot
            be undone.
          </Text>
          <Button color="red" variant="light" onClick={() => setDeleting(true)} disabled={!online}>
            Delete my account
          </Button>
        </Stack>
      </Paper>
      <DeleteAccountModal opened={deleting} email={email} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
