// /api/timetable/meetings/: lifecycle with versions, tombstones in the change feed, batches, owner
// scoping, the cap and the per-field messages of the shared rules.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMeetings } from '../../../server/db/schema/class-meetings';
import { classMeetingDefinition } from '../../../src/lib/entities/class-meeting';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ sampleCatalog: false });
});
afterAll(() => api.close());

const list = '/api/timetable/meetings/';
const item = (id: string) => `${list}${id}/`;
const lecture = { course: 'CS 2110', weekday: 1, start_time: '10:00', end_time: '11:30' };

async function create(user: TestUser, body: unknown = lecture): Promise<{ id: string; version: number } & Record<string, unknown>> {
  const response = await user.request('POST', list, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function feed(user: TestUser, since?: string) {
  return (await user.request('GET', since === undefined ? '/api/changes/' : `/api/changes/?since=${since}`)).json() as {
    cursor: string;
    changes: Array<{ entity: string; id: string; version: number; deleted: boolean; record?: Record<string, unknown> }>;
  };
}

describe('class meeting lifecycle', () => {
  it('creates with defaults, updates with versions, deletes with a tombstone in the feed', async () => {
    const user = await api.newUser();
    const meeting = await create(user);
    expect(meeting).toEqual({
      ...lecture,
      id: expect.any(String),
      location: '',
      rotation: 'weekly',
      week_a_starts: null,
      term_start: null,
      term_end: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      version: 1,
    });
    const { cursor } = await feed(user);

    const changed = await user.request(
      'PATCH',
      item(meeting.id),
      { location: 'Gates G01', rotation: 'ab', week_a_starts: '2026-08-31' },
      { 'if-match': '"1"' },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ location: 'Gates G01', rotation: 'ab', week_a_starts: '2026-08-31', version: 2 });
    expect((await user.request('PATCH', item(meeting.id), { location: 'Old' }, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect((await feed(user, cursor)).changes).toEqual([{ entity: 'class_meetings', id: meeting.id, version: 2, deleted: false, record: changed.json() }]);

    expect((await user.request('DELETE', item(meeting.id), undefined, { 'if-match': '"2"' })).statusCode).toBe(204);
    expect((await feed(user, cursor)).changes).toEqual([{ entity: 'class_meetings', id: meeting.id, version: 3, deleted: true }]);
    expect((await user.request('GET', list)).json()).toMatchObject({ count: 0, results: [] });
  });

  it('answers a repeated create with the stored record, and hides another student’s meetings', async () => {
    const [owner, other] = [await api.newUser(), await api.newUser()];
    const id = randomUUID();
    const first = await create(owner, { ...lecture, id });
    const again = await owner.request('POST', list, { ...lecture, id, location: 'Changed meanwhile' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);

    expect((await other.request('PATCH', item(id), { location: 'Mine now' })).statusCode).toBe(404);
    expect((await other.request('DELETE', item(id))).statusCode).toBe(404);
    const theirs = await create(other, { ...lecture, id });
    expect(theirs.id).not.toBe(id);
    expect((await owner.request('GET', list)).json().count).toBe(1);
  });

  it('goes through a batch like any entity', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const operations = [
      { op: 'create', entity: 'class_meetings', id, body: { ...lecture, id }, idempotency_key: randomUUID() },
      { op: 'create', entity: 'class_meetings', body: { ...lecture, end_time: '09:00' }, idempotency_key: randomUUID() },
    ];
    const results = (await user.request('POST', '/api/sync/', { operations })).json().results;
    expect(results.map((result: { status: number }) => result.status)).toEqual([201, 400]);
    expect(results[1].error.errors).toEqual({ end_time: ['The class must end after it starts.'] });
    const update = [{ op: 'update', entity: 'class_meetings', id, body: { weekday: 3 }, base_version: 1, idempotency_key: randomUUID() }];
    expect((await user.request('POST', '/api/sync/', { operations: update })).json().results[0]).toMatchObject({
      status: 200,
      record: { weekday: 3, version: 2 },
    });
  });
});

describe('class meeting refusals', () => {
  it('refuses what cannot be stored, with a message per field', async () => {
    const user = await api.newUser();
    const cases: Array<[unknown, string, RegExp]> = [
      [{ ...lecture, weekday: 0 }, 'weekday', />= 1/],
      [{ ...lecture, weekday: 8 }, 'weekday', /<= 7/],
      [{ ...lecture, start_time: '9:75' }, 'start_time', /HH:MM/],
      [{ ...lecture, end_time: '24:00' }, 'end_time', /HH:MM/],
      [{ ...lecture, end_time: '10:00' }, 'end_time', /end after it starts/],
      [{ ...lecture, rotation: 'fortnightly' }, 'rotation', /allowed values/],
      [{ ...lecture, rotation: 'ab' }, 'week_a_starts', /Monday/],
      [{ ...lecture, rotation: 'ab', week_a_starts: '2026-09-01' }, 'week_a_starts', /Monday/],
      [{ ...lecture, term_start: '2026-12-11', term_end: '2026-08-31' }, 'term_end', /cannot end before it starts/],
      [{ ...lecture, course: '  ' }, 'course', /blank/],
      [{ ...lecture, location: 'l'.repeat(121) }, 'location', /no more than 120 characters/],
      [{ course: 'CS 2110' }, 'weekday', /required/i],
    ];
    for (const [body, field, message] of cases) {
      const response = await user.request('POST', list, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors?.[field]?.[0], JSON.stringify(body)).toMatch(message);
    }
    const kept = await create(user);
    const backwards = await user.request('PATCH', item(kept.id), { end_time: '09:59' });
    expect(backwards.json()).toEqual({ detail: 'Validation failed.', errors: { end_time: ['The class must end after it starts.'] } });
    expect((await user.request('GET', list)).json().count).toBe(1);
  });

  it('refuses a meeting past the cap', async () => {
    const user = await api.newUser();
    const { cap } = classMeetingDefinition;
    await api.db.orm
      .insert(classMeetings)
      .values(Array.from({ length: cap }, (_, index) => ({ ownerSub: user.sub, course: `C ${index}`, weekday: 1, startTime: '08:00', endTime: '09:00' })));
    const response = await user.request('POST', list, lecture);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(`You can keep at most ${cap} class times. Delete some to add more.`);
  });
});
