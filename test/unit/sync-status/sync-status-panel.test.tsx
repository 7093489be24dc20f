// @vitest-environment happy-dom
// The panel's sections from real Dexie rows, and each button through the real engine into Dexie.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { manualEnvironment } from '../../../src/data/sync/sync-environment';
import type { UserData } from '../../../src/data/user-data';
import { SyncStatusIndicator } from '../../../src/features/sync-status/sync-status-indicator';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

async function openPanel(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Sync details' });
}

/** As if the link's create had reached the server: the record has a version, nothing is queued. */
async function savedLink(userData: UserData, title: string) {
  const link = await userData.bookmarks.create({ title, url: `https://${title.toLowerCase()}.example` });
  await userData.db.outbox.clear();
  await userData.db.table('bookmarks').update(link.id, { version: 3 });
  return link;
}

/** Moves the queued entry for `entityId` to the dead letters, as a refusal with `status` and `detail`. */
async function refuse(userData: UserData, entityId: string, status: number, detail: string, label: string) {
  const entry = (await userData.db.outbox.toArray()).find((e) => e.entityId === entityId)!;
  await userData.db.outbox.delete(entry.seq!);
  await userData.db.deadLetters.put({ ...entry, seq: entry.seq!, status, detail, failedAt: 1, label });
}

test('pending changes are counted by kind; Sync now asks for a drain while online', async () => {
  // Online, with a server that never answers: the drain stays in flight and the status online.
  const { userData } = renderWithUserData(<SyncStatusIndicator />, { fetch: () => new Promise(() => {}), environment: manualEnvironment({ online: true }) });
  const drain = vi.spyOn(userData.sync, 'requestDrain');
  await userData.bookmarks.create({ title: 'A', url: 'https://a.example' });
  await userData.bookmarks.create({ title: 'B', url: 'https://b.example' });
  const plan = await userData.plans.create({ start_term: 'Fall', start_year: 2025 });
  await userData.planCourses.create({ plan: plan.id, course_code: 'MATH 201', term: 'Fall 2025' });
  const panel = await openPanel(/^Sync status: Syncing, 4 changes waiting$/);
  within(panel).getByText('Waiting to be saved: 2 links, 1 graduation plan, 1 planned course');
  fireEvent.click(within(panel).getByRole('button', { name: 'Sync now' }));
  expect(drain).toHaveBeenCalledOnce();
});

test('offline: no Sync now, the changes just wait', async () => {
  const { userData } = renderWithUserData(<SyncStatusIndicator />);
  await userData.bookmarks.create({ title: 'A', url: 'https://a.example' });
  const panel = await openPanel(/^Sync status: Offline, 1 change waiting$/);
  within(panel).getByText('Waiting to be saved: 1 link');
  expect(within(panel).queryByRole('button', { name: 'Sync now' })).toBeNull();
});

test('a refused change says why in words; Discard of a create says the item leaves this device and removes it', async () => {
  const { userData } = renderWithUserData(<SyncStatusIndicator />);
  const link = await userData.bookmarks.create({ title: 'Bad link', url: 'https://bad.example' });
  await refuse(userData, link.id, 400, 'Validation failed.; url: Enter a web address starting with http:// or https://.', 'Bad link');
  const panel = await openPanel(/^Sync status: Offline, 1 change refused$/);
  within(panel).getByRole('heading', { name: 'Not saved' });
  within(panel).getByText('Adding “Bad link”');
  within(panel).getByText('The server didn’t accept it: Address — Enter a web address starting with http:// or https://.');
  const discard = within(panel).getByRole('button', { name: 'Discard Bad link' });
  expect(discard.getAttribute('title')).toBe('Removes “Bad link” from this device; it was never saved to the server.');
  fireEvent.click(discard);
  await waitFor(async () => expect(await userData.db.deadLetters.count()).toBe(0));
  expect(await userData.db.table('bookmarks').get(link.id)).toBeUndefined();
  expect(await userData.db.outbox.count()).toBe(0);
});

test('a failing change: retried automatically, Retry lifts its wait, Discard of its create removes the record', async () => {
  const { userData } = renderWithUserData(<SyncStatusIndicator />);
  const link = await userData.bookmarks.create({ title: 'Slow', url: 'https://slow.example' });
  const [entry] = await userData.db.outbox.toArray();
  await userData.db.outbox.update(entry!.seq!, { failedAttempts: 2, lastError: 'HTTP 503', nextAttemptAt: Date.now() + 60_000, label: 'Slow' });
  const panel = await openPanel(/1 change waiting, 1 change failing$/);
  within(panel).getByText('Adding “Slow”');
  within(panel).getByText('Couldn’t reach the server for this change; trying again automatically. Last time: The server had a problem.');

  fireEvent.click(within(panel).getByRole('button', { name: 'Retry Slow' }));
  await waitFor(async () => expect((await userData.db.outbox.toArray())[0]?.nextAttemptAt).toBeUndefined());

  fireEvent.click(within(panel).getByRole('button', { name: 'Discard Slow' }));
  await waitFor(async () => expect(await userData.db.outbox.count()).toBe(0));
  expect(await userData.db.table('bookmarks').get(link.id)).toBeUndefined();
});

test('reasons for gone, changed elsewhere and given up; a change held behind a refused create', async () => {
  const { userData } = renderWithUserData(<SyncStatusIndicator />);
  const gone = await savedLink(userData, 'Gone');
  await userData.bookmarks.update(gone.id, { description: 'x' });
  await refuse(userData, gone.id, 404, 'Not found', 'Gone');
  const stale = await savedLink(userData, 'Stale');
  await userData.bookmarks.update(stale.id, { description: 'y' });
  await refuse(userData, stale.id, 412, 'The server refused a change based on an older copy.', 'Stale');
  const plan = await userData.plans.create({ program_name: 'Computer Science', start_term: 'Fall', start_year: 2025 });
  await userData.planCourses.create({ plan: plan.id, course_code: 'MATH 201', term: 'Fall 2025' });
  await refuse(userData, plan.id, 503, 'It could not be saved after several tries. The last answer was: HTTP 500', 'Computer Science');

  const panel = await openPanel(/3 changes refused/);
  within(panel).getByText('Changing “Gone”');
  within(panel).getByText('It no longer exists on the server.');
  within(panel).getByText('It was changed elsewhere.');
  within(panel).getByText('It could not be saved after several tries. The last answer was: The server had a problem.');
  within(panel).getByText('“MATH 201” is waiting for “Computer Science”, which wasn’t saved.');
  expect(within(panel).queryByRole('button', { name: /MATH 201/ })).toBeNull();
  expect(within(panel).getByRole('button', { name: 'Discard Computer Science' }).getAttribute('title')).toMatch(/The change waiting for it goes too\.$/);
  expect(within(panel).getByRole('button', { name: 'Discard Gone' }).getAttribute('title')).toBe('Forget this change; the server’s copy stays as it is.');
});

test('replaced: Restore queues the other device’s value and clears the conflict; Dismiss only clears', async () => {
  const { userData } = renderWithUserData(<SyncStatusIndicator />);
  const link = await savedLink(userData, 'Notes');
  await userData.db.conflicts.bulkPut([
    { id: 'c1', kind: 'replaced', entity: 'bookmarks', entityId: link.id, label: 'Notes', field: 'title', replaced: 'Old notes', createdAt: 1 },
    { id: 'c2', kind: 'replaced', entity: 'bookmarks', entityId: link.id, label: 'Notes', field: 'description', replaced: '', createdAt: 2 },
  ]);
  const panel = await openPanel(/^Sync status: Offline, 2 conflicts$/);
  within(panel).getByRole('heading', { name: 'Changed on another device' });
  within(panel).getByText('Replaced a change made on another device: Title was “Old notes”.');
  within(panel).getByText('Replaced a change made on another device: Description was empty.');

  fireEvent.click(within(panel).getByRole('button', { name: 'Restore Title of Notes' }));
  await waitFor(async () => expect(await userData.db.conflicts.get('c1')).toBeUndefined());
  expect(await userData.db.outbox.toArray()).toMatchObject([{ op: 'update', entityId: link.id, body: { title: 'Old notes' } }]);
  expect(await userData.db.table('bookmarks').get(link.id)).toMatchObject({ title: 'Old notes' });

  fireEvent.click(within(panel).getByRole('button', { name: 'Dismiss conflict about Description of Notes' }));
  await waitFor(async () => expect(await userData.db.conflicts.count()).toBe(0));
  expect(await userData.db.outbox.count()).toBe(1);
});

test('delete refused: Delete anyway removes the record and queues its delete', async () => {
  const { userData } = renderWithUserData(<SyncStatusIndicator />);
  const link = await savedLink(userData, 'Kept');
  await userData.db.conflicts.put({ id: 'c1', kind: 'delete-refused', entity: 'bookmarks', entityId: link.id, label: 'Kept', createdAt: 1 });
  const panel = await openPanel(/1 conflict$/);
  within(panel).getByText('“Kept” was changed on another device, so it wasn’t deleted.');
  fireEvent.click(within(panel).getByRole('button', { name: 'Delete Kept anyway' }));
  await waitFor(async () => expect(await userData.db.conflicts.count()).toBe(0));
  expect(await userData.db.table('bookmarks').get(link.id)).toBeUndefined();
  expect(await userData.db.outbox.toArray()).toMatchObject([{ op: 'delete', entityId: link.id }]);
});

test('edit of a deleted record: Restore creates it again as a new record with the kept fields', async () => {
  const { userData } = renderWithUserData(<SyncStatusIndicator />);
  const snapshot = { title: 'Lost', url: 'https://lost.example', description: 'my edit', version: 4 };
  await userData.db.conflicts.put({ id: 'c1', kind: 'edit-of-deleted', entity: 'bookmarks', entityId: 'gone-id', label: 'Lost', snapshot, createdAt: 1 });
  const panel = await openPanel(/1 conflict$/);
  within(panel).getByText('“Lost” was deleted on another device after you changed it.');
  fireEvent.click(within(panel).getByRole('button', { name: 'Restore Lost' }));
  await waitFor(async () => expect(await userData.db.conflicts.count()).toBe(0));
  const [record] = await userData.db.table('bookmarks').toArray();
  expect(record).toMatchObject({ title: 'Lost', url: 'https://lost.example', description: 'my edit' });
  expect(record.id).not.toBe('gone-id');
  expect(await userData.db.outbox.toArray()).toMatchObject([{ op: 'create', entityId: record.id, body: { title: 'Lost' } }]);
});

test('the panel is a dialog that takes focus and gives it back on Escape', async () => {
  const { userData } = renderWithUserData(<SyncStatusIndicator />);
  const link = await userData.bookmarks.create({ title: 'Focus', url: 'https://focus.example' });
  await refuse(userData, link.id, 422, 'Invalid', 'Focus');
  const button = await screen.findByRole('button', { name: /^Sync status: Offline, 1 change refused/ });
  button.focus();
  const panel = await openPanel(/^Sync status: Offline, 1 change refused/);
  expect(panel.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(panel.getAttribute('aria-describedby')!)?.textContent).toMatch(/^You’re offline/);
  await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Retry Focus' })));
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(button));
});
