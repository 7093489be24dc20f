// GET/PATCH /api/account/settings/: one row of preferences per user, created with the defaults on first
// read, validated, versioned (If-Match), idempotent, and synced through the change feed and the batch.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const url = '/api/account/settings/';
const defaults = {
  theme: 'system',
  large_text: false,
  email_reminders: false,
  push_announcements: false,
  weekly_report: false,
  weekly_study_hours: 14,
  time_zone: 'UTC',
  personal_notes: '',
  earliest_study_time: '08:00',
  latest_study_time: '22:00',
};

describe('reading the settings', () => {
  it('creates the defaults on first read, once however many reads race', async () => {
    const user = await api.newUser();
    const responses = await Promise.all(Array.from({ length: 4 }, () => user.request('GET', url)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(responses[0]!.json()).toEqual({ ...defaults, updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), version: 1 });
    const rows = await api.db.query('SELECT count(*)::int AS count FROM settings WHERE owner_sub = $1', [user.sub]);
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('keeps each user to their own settings', async () => {
    const [ada, bob] = [await api.newUser(), await api.newUser()];
    await ada.request('PATCH', url, { theme: 'dark', personal_notes: 'Ada only' });
    expect((await bob.request('GET', url)).json()).toMatchObject(defaults);
    expect((await ada.request('GET', url)).json()).toMatchObject({ theme: 'dark', personal_notes: 'Ada only' });
  });

  it('refuses a visitor', async () => {
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('changing the settings', () => {
  it('changes only the fields sent, before any read too, and counts versions', async () => {
    const user = await api.newUser();
    const first = await user.request('PATCH', url, { theme: 'dark', large_text: true, time_zone: 'Europe/Paris' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ...defaults, theme: 'dark', large_text: true, time_zone: 'Europe/Paris', version: 2 });
    const second = (await user.request('PATCH', url, { weekly_study_hours: 80, weekly_report: true })).json();
    expect(second).toMatchObject({ theme: 'dark', weekly_study_hours: 80, weekly_report: true, version: 3 });
    expect((await user.request('GET', url)).json()).toEqual(second);
  });

  it.each([
    [{ theme: 'purple' }, 'theme', 'Choose System, Light or Dark.'],
    [{ weekly_study_hours: 0 }, 'weekly_study_hours', 'Enter a whole number of hours from 1 to 80.'],
    [{ weekly_study_hours: 81 }, 'weekly_study_hours', 'Enter a whole number of hours from 1 to 80.'],
    [{ weekly_study_hours: 2.5 }, 'weekly_study_hours', 'Must be a whole number.'],
    [{ time_zone: 'Mars/Olympus' }, 'time_zone', 'Choose a time zone from the list, such as Europe/Paris or America/New_York.'],
    [{ time_zone: '+02:00' }, 'time_zone', 'Choose a time zone from the list, such as Europe/Paris or America/New_York.'],
    [{ personal_notes: 'x'.repeat(2001) }, 'personal_notes', 'Ensure this field has no more than 2000 characters.'],
    [{ large_text: 'yes' }, 'large_text', 'Must be true or false.'],
    [{ colour: 'red' }, 'colour', 'Unknown field.'],
    [{ earliest_study_time: '7:00' }, 'earliest_study_time', 'Enter a time as HH:MM, from 00:00 to 23:59.'],
    [{ latest_study_time: '24:00' }, 'latest_study_time', 'Enter a time as HH:MM, from 00:00 to 23:59.'],
    [{ latest_study_time: '08:00' }, 'latest_study_time', 'The latest study time must be after the earliest.'],
    [{ earliest_study_time: '18:00', latest_study_time: '09:00' }, 'latest_study_time', 'The latest study time must be after the earliest.'],
  ])('refuses %j with a message for %s, changing nothing', async (body, field, message) => {
    const user = await api.newUser();
    const response = await user.request('PATCH', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [message] });
    expect((await user.request('GET', url)).json()).toMatchObject({ ...defaults, version: 1 });
  });

  it('keeps the daily study window, checking a change of one end against the other as stored', async () => {
    const user = await api.newUser();
    const window = await user.request('PATCH', url, { earliest_study_time: '09:00', latest_study_time: '18:00' });
    expect(window.json()).toMatchObject({ earliest_study_time: '09:00', latest_study_time: '18:00', version: 2 });
    const late = await user.request('PATCH', url, { earliest_study_time: '18:30' });
    expect(late.json().errors).toEqual({ latest_study_time: ['The latest study time must be after the earliest.'] });
    expect((await user.request('GET', url)).json()).toMatchObject({ earliest_study_time: '09:00', latest_study_time: '18:00', version: 2 });
  });

  it('accepts 2,000 characters of notes', async () => {
    const user = await api.newUser();
    const response = await user.request('PATCH', url, { personal_notes: 'n'.repeat(2000) });
    expect(response.json().personal_notes).toHaveLength(2000);
  });

  it('applies a matching If-Match and refuses a stale one with 412 and the current settings', async () => {
    const user = await api.newUser();
    await user.request('GET', url);
    const current = (await user.request('PATCH', url, { theme: 'light' }, { 'if-match': '"1"' })).json();
    expect(current).toMatchObject({ theme: 'light', version: 2 });
    const stale = await user.request('PATCH', url, { theme: 'dark' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: 'This record was changed on another device.', current });
  });

  it('applies a change retried with the same Idempotency-Key once', async () => {
    const user = await api.newUser();
    const key = { 'idempotency-key': randomUUID() };
    const first = await user.request('PATCH', url, { large_text: true }, key);
    const replay = await user.request('PATCH', url, { large_text: true }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await user.request('GET', url)).json().version).toBe(2);
  });
});

describe('syncing the settings', () => {
  it('appear in the change feed at their latest version, for their owner only', async () => {
    const [ada, bob] = [await api.newUser(), await api.newUser()];
    await ada.request('PATCH', url, { theme: 'dark' });
    await ada.request('PATCH', url, { weekly_study_hours: 20 });
    const changes = (await ada.request('GET', '/api/changes/')).json().changes as Array<{ entity: string; record?: Record<string, unknown> }>;
    const mine = changes.filter((change) => change.entity === 'settings');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.record).toMatchObject({ theme: 'dark', weekly_study_hours: 20, version: 3 });
    const theirs = (await bob.request('GET', '/api/changes/')).json().changes as Array<{ entity: string }>;
    expect(theirs.filter((change) => change.entity === 'settings')).toEqual([]);
  });

  it('are updated through the batch, stale base versions refused with the current settings', async () => {
    const user = await api.newUser();
    await user.request('PATCH', url, { theme: 'light' });
    const response = await user.request('POST', '/api/sync/', {
      operations: [
        { op: 'update', entity: 'settings', body: { email_reminders: true }, base_version: 2, idempotency_key: randomUUID() },
        { op: 'update', entity: 'settings', body: { theme: 'dark' }, base_version: 2, idempotency_key: randomUUID() },
        { op: 'update', entity: 'settings', body: { weekly_study_hours: 99 }, idempotency_key: randomUUID() },
      ],
    });
    const results = response.json().results as Array<{ status: number; record?: Record<string, unknown>; current?: Record<string, unknown> }>;
    expect(results.map((result) => result.status)).toEqual([200, 412, 400]);
    expect(results[0]!.record).toMatchObject({ email_reminders: true, theme: 'light', version: 3 });
    expect(results[1]!.current).toMatchObject({ theme: 'light', version: 3 });
  });
});
