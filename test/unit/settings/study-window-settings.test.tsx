// @vitest-environment happy-dom
// The daily study window in Settings › Notifications: saved on the device (offline) with the other
// settings; a latest time not after the earliest is refused with the shared message, saving nothing.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { NotificationsTab } from '../../../src/features/settings/notifications-tab';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('the earliest and latest study time are saved offline; a backwards window is refused', async () => {
  const { userData } = renderWithUserData(<NotificationsTab />);
  expect(((await screen.findByLabelText('Earliest study time')) as HTMLInputElement).value).toBe('08:00');
  expect((screen.getByLabelText('Latest study time') as HTMLInputElement).value).toBe('22:00');

  type('Earliest study time', '18:00');
  type('Latest study time', '09:00');
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('The latest study time must be after the earliest.')).toBeTruthy();
  expect(await userData.settings.get()).toBeUndefined();

  type('Earliest study time', '09:00');
  type('Latest study time', '18:00');
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(async () => expect(await userData.settings.get()).toMatchObject({ earliest_study_time: '09:00', latest_study_time: '18:00' }));
  expect((await userData.db.outbox.toArray()).map((entry) => entry.entity)).toEqual(['settings']);
});
