// Every date and date-time a student sends comes back exactly as sent, through its single route and a sync
// batch alike, and reads back the same in its list (GET) and in the change feed; or it is refused with a
// 400 naming the field and its range (src/lib/date-ranges.ts). Years 1–99 used to be stored and then read
// back as other dates (0001-06-15 → 2015-01-06, 0049 → 2049, 0050 → 1950).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const ACADEMIC_DATE = 'Enter a date from 2000-01-01 to 2100-12-31, in the form YYYY-MM-DD.';
const ACADEMIC_DATE_TIME = 'Enter a date and time from 2000-01-01 to 2100-12-31, with its offset, e.g. 2026-12-01T23:59:00-05:00.';
const RECORDED_DATE_TIME = 'Enter a date and time from 1970-01-01 to 9999-12-31, with its offset, e.g. 2026-12-01T23:59:00-05:00.';
const WEEK_OF = 'Enter the Monday of the week, in the form YYYY-MM-DD, from 2000-01-01 to 2100-12-31.';

/** Years 1, 49, 50, 99 and 100 at a given month, day and time. */
const earlyYears = (rest: string) => ['0001', '0049', '0050', '0099', '0100'].map((year) => `${year}${rest}`);

interface Field {
  entity: string;
  path: string;
  field: string;
  body: Record<string, unknown>;
  message: string;
  kept: string[];
  refused: string[];
  /** What the answer holds for a value sent (date-times come back in UTC, to the millisecond). */
  answer?: (sent: string) => string;
}

const utc = (sent: string) => new Date(sent).toISOString();

const COLLECTION_FIELDS: Field[] = [
  {
    entity: 'tasks',
    path: '/api/tasks/',
    field: 'due_at',
    body: { title: 'Essay' },
    message: ACADEMIC_DATE_TIME,
    kept: ['2000-01-01T00:00:00.000Z', '2100-12-31T23:59:59.999Z', '2000-01-01T00:30:00+01:00', '2100-12-31T23:00:00-05:00'],
    refused: [...earlyYears('-06-15T12:00:00Z'), '1999-12-31T23:59:59.999Z', '2101-01-01T00:00:00Z'],
    answer: utc,
  },
  {
    entity: 'tasks',
    path: '/api/tasks/',
    field: 'completed_at',
    body: { title: 'Essay', status: 'complete' },
    message: RECORDED_DATE_TIME,
    kept: ['1970-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'],
    refused: [...earlyYears('-06-15T12:00:00Z'), '1969-12-31T23:59:59.999Z', '9999-12-31T23:00:00-01:00', '+010000-01-01T00:00:00Z'],
    answer: utc,
  },
  {
    entity: 'bookmarks',
    path: '/api/bookmarks/',
    field: 'created_at',
    body: { title: 'Notes', url: 'https://notes.example.edu' },
    message: RECORDED_DATE_TIME,
    // Not the last day: a creation time in the future counts as now.
    kept: ['1970-01-01T00:00:00.000Z', '2024-02-29T12:00:00.000Z'],
    refused: [...earlyYears('-06-15T12:00:00Z'), '1969-12-31T23:59:59.999Z', '+010000-01-01T00:00:00Z'],
    answer: utc,
  },
  {
    entity: 'syllabi',
    path: '/api/syllabi/',
    field: 'term_start',
    body: { course: 'CS 2110' },
    message: ACADEMIC_DATE,
    kept: ['2000-01-01', '2100-12-31'],
    refused: [...earlyYears('-01-15'), '1999-12-31', '2101-01-01'],
  },
  {
    entity: 'weekly_plans',
    path: '/api/study/weekly/',
    field: 'week_of',
    body: { title: 'Midterm week', markdown_plan: '# Plan' },
    message: WEEK_OF,
    kept: ['2000-01-03', '2100-12-27'],
    // Each a Monday: refused for its year alone.
    refused: ['0001-01-01', '0049-01-04', '0050-01-03', '0099-01-05', '0100-01-04', '1999-12-27', '2101-01-03'],
  },
];

type Change = { entity: string; id: string; record?: Record<string, unknown> };

async function changed(user: TestUser, entity: string, id: string): Promise<Record<string, unknown> | undefined> {
  const response = await user.request('GET', '/api/changes/?limit=500');
  expect(response.statusCode).toBe(200);
  return (response.json().changes as Change[]).find((change) => change.entity === entity && change.id === id)?.record;
}

async function inList(user: TestUser, path: string, id: string): Promise<Record<string, unknown> | undefined> {
  const response = await user.request('GET', `${path}?limit=500`);
  expect(response.statusCode).toBe(200);
  return (response.json().results as Array<Record<string, unknown>>).find((record) => record.id === id);
}

async function viaBatch(user: TestUser, operation: Record<string, unknown>) {
  const response = await user.request('POST', '/api/sync/', { operations: [{ idempotency_key: randomUUID(), ...operation }] });
  expect(response.statusCode).toBe(200);
  const [result] = response.json().results as Array<{ status: number; record?: Record<string, unknown>; error?: unknown }>;
  return result!;
}

describe.each(COLLECTION_FIELDS.map((field) => [`${field.entity}.${field.field}`, field] as const))(
  '%s',
  (_name, { entity, path, field, body, message, kept, refused, answer = (sent) => sent }) => {
    let user: TestUser;
    beforeAll(async () => {
      user = await api.newUser();
    });

    async function expectStored(id: string, sent: string) {
      const expected = answer(sent);
      // The API has no GET of one record: its list is where a record is read back.
      expect((await inList(user, path, id))?.[field]).toBe(expected);
      expect((await changed(user, entity, id))?.[field]).toBe(expected);
    }

    it.each(kept)('keeps %s through its route, and reads it back the same', async (sent) => {
      const created = await user.request('POST', path, { ...body, [field]: sent });
      expect(created.statusCode).toBe(201);
      expect(created.json()[field]).toBe(answer(sent));
      await expectStored(created.json().id, sent);
    });

    it.each(kept)('keeps %s through a batch, and reads it back the same', async (sent) => {
      const result = await viaBatch(user, { op: 'create', entity, body: { ...body, [field]: sent } });
      expect(result.status).toBe(201);
      expect(result.record![field]).toBe(answer(sent));
      await expectStored(result.record!.id as string, sent);
    });

    it.each(refused)('refuses %s by field and range, through its route and a batch', async (sent) => {
      const response = await user.request('POST', path, { ...body, [field]: sent });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Validation failed.', errors: { [field]: [message] } });
      const result = await viaBatch(user, { op: 'create', entity, body: { ...body, [field]: sent } });
      expect(result).toEqual({ status: 400, error: { detail: 'Validation failed.', errors: { [field]: [message] } } });
    });
  },
);

describe('a task changed to a due date', () => {
  it.each(['2000-01-01T00:00:00.000Z', '2100-12-31T23:59:59.999Z'])('of %s keeps it, by PATCH and by a batch update', async (sent) => {
    const user = await api.newUser();
    const task = (await user.request('POST', '/api/tasks/', { title: 'Essay' })).json();
    const patched = await user.request('PATCH', `/api/tasks/${task.id}/`, { due_at: sent }, { 'if-match': `"${task.version}"` });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().due_at).toBe(sent);
    const result = await viaBatch(user, { op: 'update', entity: 'tasks', id: task.id, body: { due_at: sent }, base_version: 2 });
    expect(result.status).toBe(200);
    expect((await changed(user, 'tasks', task.id))?.due_at).toBe(sent);
  });

  it.each(earlyYears('-06-15T12:00:00Z'))('of %s is refused by field and range', async (sent) => {
    const user = await api.newUser();
    const task = (await user.request('POST', '/api/tasks/', { title: 'Essay' })).json();
    const patched = await user.request('PATCH', `/api/tasks/${task.id}/`, { due_at: sent });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors).toEqual({ due_at: [ACADEMIC_DATE_TIME] });
    const result = await viaBatch(user, { op: 'update', entity: 'tasks', id: task.id, body: { due_at: sent } });
    expect(result).toEqual({ status: 400, error: { detail: 'Validation failed.', errors: { due_at: [ACADEMIC_DATE_TIME] } } });
  });
});

describe('the list of tasks due before a date', () => {
  it('refuses a date out of range by name', async () => {
    const user = await api.newUser();
    const response = await user.request('GET', '/api/tasks/?due_before=0049-06-15T12:00:00Z');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ due_before: [ACADEMIC_DATE_TIME] });
  });
});

describe('the expected graduation', () => {
  it.each(['2000-01-01', '2100-12-31'])('keeps %s, by PATCH and by a batch, and reads it back the same', async (sent) => {
    const user = await api.newUser();
    const patched = await user.request('PATCH', '/api/account/profile/', { expected_graduation: sent });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().expected_graduation).toBe(sent);
    await user.request('PATCH', '/api/account/profile/', { expected_graduation: null });
    const result = await viaBatch(user, { op: 'update', entity: 'profile', body: { expected_graduation: sent } });
    expect(result.status).toBe(200);
    expect(result.record!.expected_graduation).toBe(sent);
    expect((await user.request('GET', '/api/account/profile/')).json().expected_graduation).toBe(sent);
    const feed = (await user.request('GET', '/api/changes/')).json().changes as Change[];
    expect(feed.find((change) => change.entity === 'profile')?.record?.expected_graduation).toBe(sent);
  });

  it.each([...earlyYears('-05-15'), '1999-12-31', '2101-01-01'])('refuses %s by field and range, by PATCH and by a batch', async (sent) => {
    const user = await api.newUser();
    const patched = await user.request('PATCH', '/api/account/profile/', { expected_graduation: sent });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ detail: 'Validation failed.', errors: { expected_graduation: [ACADEMIC_DATE] } });
    const result = await viaBatch(user, { op: 'update', entity: 'profile', body: { expected_graduation: sent } });
    expect(result).toEqual({ status: 400, error: { detail: 'Validation failed.', errors: { expected_graduation: [ACADEMIC_DATE] } } });
  });
});
