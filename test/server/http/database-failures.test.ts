// When a query fails, the answer and the log say what went wrong without repeating what the student
// typed: the database's and drizzle's messages carry the query's parameters, so the log keeps the SQL
// text, the SQLSTATE and the route instead. A value the database refuses (SQLSTATE class 22) is the
// request's fault and answers 400; anything else is ours and answers 500.
// The test database gets two constraints of its own so that a query can be made to fail on demand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALUE_REFUSED } from '../../../server/http/error-handler';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

let api: TestApi;
let user: TestUser;
const log: string[] = [];
beforeAll(async () => {
  api = await startTestApi({ logger: { level: 'info', stream: { write: (line) => void log.push(line) } } });
  user = await api.newUser();
  // A cast in a check: any title that is not a number fails with 22P02, whose message quotes the value.
  await api.db.exec('ALTER TABLE bookmarks ADD CONSTRAINT test_numeric_title CHECK (title::integer IS NOT NULL)');
  // A plain check: its failure is 23514, whose detail lists the whole row.
  await api.db.exec("ALTER TABLE bookmarks ADD CONSTRAINT test_no_diary CHECK (description <> 'Private diary entry')");
});
afterAll(() => api.close());

function entriesFor(route: string): Array<Record<string, unknown>> {
  return log.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.route === route);
}

describe('a value the database refuses', () => {
  it('answers 400, and the log names the code and the query but not the value', async () => {
    log.length = 0;
    const typed = 'Secret thesis about Ada Lovelace';
    const response = await user.request('POST', '/api/bookmarks/', { title: typed, url: 'https://x.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: VALUE_REFUSED });

    const [entry] = entriesFor('POST /api/bookmarks/');
    expect(entry).toMatchObject({ level: 40, database: { code: '22P02', query: expect.stringMatching(/insert into "?bookmarks"?/i) } });
    expect(log.join('\n')).not.toContain('Secret thesis');
    expect(log.join('\n')).not.toContain('params');
  });
});

describe('a query failing for another reason', () => {
  it('answers 500, and the log names the code and constraint but no value', async () => {
    log.length = 0;
    const response = await user.request('POST', '/api/bookmarks/', { title: '42', url: 'https://diary.example', description: 'Private diary entry' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Something went wrong on our side. Please try again.' });

    const written = log.join('\n');
    expect(written).toContain('failed');
    for (const typed of ['Private diary entry', 'diary.example']) expect(written).not.toContain(typed);
    const [entry] = entriesFor('POST /api/bookmarks/');
    expect(entry).toMatchObject({ level: 50, database: { code: '23514', constraint: 'test_no_diary', frames: expect.stringContaining(' at ') } });
  });
});
