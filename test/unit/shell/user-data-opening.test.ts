// A returning student's data opened before React mounts: the provider takes that very instance for
// the same user, closes it for anyone else, and hears what the data layer said before it took it.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeUserData } from '../../../src/data/active-user-data';
import { databaseName } from '../../../src/data/app-database';
import { openUserDataEarly, openUserDataFor, takeEarlyUserData, type OpenedUserData, type UserDataEvents } from '../../../src/app/providers/user-data-opening';
import type { AuthSession } from '../../../src/auth/auth-session';

// No network here: the sync engine's token request fails, as it does offline, and the data stays readable.
const session = { getAccessToken: () => Promise.reject(new Error('offline')) } as unknown as AuthSession;
const events = (): UserDataEvents => ({ onAuthRequired: vi.fn(), onDeletedElsewhere: vi.fn() });

let opened: OpenedUserData | undefined;
afterEach(() => {
  opened?.close();
  opened = undefined;
});

describe('opening the user data early', () => {
  it('hands the same open instance to the provider for the same user', async () => {
    openUserDataEarly('user-a', session);
    const taken = takeEarlyUserData('user-a', events());
    expect(taken).toBeDefined();
    opened = await taken!;
    expect(opened.userId).toBe('user-a');
    expect(activeUserData()).toBe(opened.userData);
    await opened.userData.bookmarks.create({ title: 'Library', url: 'https://library.example.edu/' });
    expect(await opened.userData.bookmarks.count()).toBe(1);
    // Taken once: a second provider (a remount) opens its own.
    expect(takeEarlyUserData('user-a', events())).toBeUndefined();
  });

  it('closes what it opened when the provider opens another user, leaving that user the active one', async () => {
    openUserDataEarly('user-b', session);
    await vi.waitFor(() => expect(() => activeUserData()).not.toThrow());
    const userB = activeUserData();
    expect(takeEarlyUserData('user-c', events())).toBeUndefined();
    opened = await openUserDataFor('user-c', session, events());
    // user-b's instance is closed for good (once its sync engine has wound down: UserData.close); the screens
    // keep pointing at user-c's.
    await vi.waitFor(() => expect(userB.bookmarks.count()).rejects.toThrow());
    expect(activeUserData()).toBe(opened.userData);
    expect(await opened.userData.bookmarks.count()).toBe(0);
  });

  it('replays what the data layer reported before the provider took it', async () => {
    openUserDataEarly('user-d', session);
    await vi.waitFor(() => expect(() => activeUserData()).not.toThrow());
    await activeUserData().db.open();
    // Another tab signs this student out and deletes the database before this tab's provider takes it.
    await Dexie.delete(databaseName('user-d'));
    const handlers = events();
    opened = await takeEarlyUserData('user-d', handlers)!;
    expect(handlers.onDeletedElsewhere).toHaveBeenCalledOnce();
    expect(handlers.onAuthRequired).not.toHaveBeenCalled();
  });
});
