// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SyncStatusIndicator } from '../../../src/features/sync-status/sync-status-indicator';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

test('offline with changes waiting: says so, and the panel explains that nothing is lost', async () => {
  const { userData } = renderWithUserData(<SyncStatusIndicator />);
  await userData.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await userData.bookmarks.create({ title: 'B', url: 'https://b.example' });
  const button = await screen.findByRole('button', { name: 'Sync status: Offline, 2 changes waiting' });
  fireEvent.click(button);
  await screen.findByText(/^You’re offline\. Your changes are kept on this device/);
  await screen.findByText('Waiting to be saved: 2 links');
});

test('refused changes are listed with retry and discard; notices can be dismissed', async () => {
  const { userData } = renderWithUserData(<SyncStatusIndicator />);
  const link = await userData.bookmarks.create({ title: 'Refused', url: 'https://r.example' });
  const [entry] = await userData.db.outbox.toArray();
  await userData.db.transaction('rw', userData.db.outbox, userData.db.deadLetters, userData.db.notices, async () => {
    await userData.db.outbox.clear();
    await userData.db.deadLetters.put({ ...entry!, seq: entry!.seq!, status: 422, detail: 'Invalid', failedAt: 1, label: 'Refused' });
    await userData.db.notices.put({ id: 'n1', message: 'A link you edited was deleted on another device.', createdAt: 1 });
  });
  fireEvent.click(await screen.findByRole('button', { name: /1 change refused, 1 notice/ }));
  await screen.findByText('Adding “Refused”');
  await screen.findByText('The server didn’t accept it: Invalid');
  fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notice' }));
  await waitFor(() => expect(screen.queryByText('A link you edited was deleted on another device.')).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: 'Retry Refused' }));
  await waitFor(async () => expect(await userData.db.deadLetters.count()).toBe(0));
  expect(await userData.db.outbox.toArray()).toMatchObject([{ op: 'create', entityId: link.id, attempts: 0 }]);
});
