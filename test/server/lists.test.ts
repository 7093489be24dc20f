// Lists page through `next` (keyset, so rows added meanwhile never shift a page), and stop at the caps.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Follows `next` from the first page; answers every page's ids. */
async function walk(user: TestUser, first: string): Promise<string[][]> {
  const pages: string[][] = [];
  let url: string | null = first;
  while (url) {
    const response = await user.request('GET', url);
    expect(response.statusCode).toBe(200);
    const page: { count: number; next: string | null; previous: null; results: Array<{ id: string }> } = response.json();
    expect(page.previous).toBeNull();
    pages.push(page.results.map((r) => r.id));
    url = page.next;
  }
  return pages;
}

describe('pages', () => {
  it('of bookmarks go newest first, through `next`, to the end', async () => {
    const user = await api.newUser();
    const ids: string[] = [];
    // Same created_at for some, so the id has to break ties.
    const at = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < 5; i++) {
      ids.push((await user.request('POST', '/api/bookmarks/', { title: `B${i}`, url: 'https://example.com', created_at: i < 3 ? at : undefined })).json().id);
    }
    const all = (await user.request('GET', '/api/bookmarks/?limit=500')).json();
    expect(all.count).toBe(5);
    const pages = await walk(user, '/api/bookmarks/?limit=2');
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(all.results.map((r: { id: string }) => r.id));
    expect(new Set(pages.flat())).toEqual(new Set(ids));
  });

  it('of bookmarks cover every record once, in a stable order, with records added and deleted between pages', async () => {
    const user = await api.newUser();
    const add = async (title: string, createdAt?: string) =>
      (await user.request('POST', '/api/bookmarks/', { title, url: 'https://example.com', created_at: createdAt })).json() as {
        id: string;
        created_at: string;
      };
    // Twelve links, four of them at one instant so that the id decides their order.
    const tied = new Date(Date.now() - 3_600_000).toISOString();
    const kept: Array<{ id: string; created_at: string }> = [];
    for (let i = 0; i < 12; i++) kept.push(await add(`B${i}`, i % 3 === 0 ? tied : new Date(Date.now() - (i + 1) * 60_000).toISOString()));
    const seen: string[] = [];
    const deleted = new Set<string>();
    let deletedSeen = '';
    const added: string[] = [];
    let url: string | null = '/api/bookmarks/?limit=3';
    for (let page = 0; url; page++) {
      const answer: { next: string | null; results: Array<{ id: string }> } = (await user.request('GET', url)).json();
      seen.push(...answer.results.map((r) => r.id));
      url = answer.next;
      if (page === 0) {
        // One not yet seen and one already seen go; a newer link (before the cursor) and an older one (after it) come.
        const unseen = kept.find((b) => !seen.includes(b.id))!;
        deletedSeen = seen[0]!;
        for (const id of [unseen.id, deletedSeen]) {
          expect((await user.request('DELETE', `/api/bookmarks/${id}/`)).statusCode).toBe(204);
          deleted.add(id);
        }
        await add('Newest');
        added.push((await add('Oldest', new Date(Date.now() - 86_400_000).toISOString())).id);
      }
      if (page === 1) added.push((await add('Tied too', tied)).id);
    }
    expect(new Set(seen).size).toBe(seen.length);
    // Every link that was there from start to end, and the ones added behind the cursor, once each.
    const expected = new Set([...kept.map((b) => b.id).filter((id) => !deleted.has(id) || id === deletedSeen), ...added]);
    expect(new Set(seen)).toEqual(expected);
    // In the list's order: newest first, ids breaking ties, the same as one page of everything.
    const all: Array<{ id: string }> = (await user.request('GET', '/api/bookmarks/?limit=500')).json().results;
    const order = all.map((r) => r.id);
    expect(seen.filter((id) => order.includes(id))).toEqual(order.filter((id) => seen.includes(id)));
  });

  it('of plans and plan courses go oldest first, keeping the filter', async () => {
    const user = await api.newUser();
    const plans: string[] = [];
    for (let i = 0; i < 3; i++) plans.push((await user.request('POST', '/api/plans/', { start_term: 'Fall', start_year: 2025 + i })).json().id);
    expect((await walk(user, '/api/plans/?limit=2')).flat()).toEqual(plans);
    const courses: string[] = [];
    for (let i = 0; i < 3; i++) {
      courses.push((await user.request('POST', '/api/plan-courses/', { plan: plans[0], course_code: `CS ${i}`, term: 'Fall 2025' })).json().id);
    }
    await user.request('POST', '/api/plan-courses/', { plan: plans[1], course_code: 'Other', term: 'Fall 2025' });
    const pages = await walk(user, `/api/plan-courses/?plan=${plans[0]}&limit=1`);
    expect(pages).toEqual(courses.map((id) => [id]));
  });

  it('answer 100 records unless told otherwise', async () => {
    const user = await api.newUser();
    await api.db.query(`INSERT INTO bookmarks (owner_sub, title, url) SELECT $1, 'B' || n, 'https://example.com' FROM generate_series(1, 101) AS n`, [
      user.sub,
    ]);
    const page = (await user.request('GET', '/api/bookmarks/')).json();
    expect(page).toMatchObject({ count: 101, next: expect.stringMatching(/^\/api\/bookmarks\/\?limit=100&cursor=/) });
    expect(page.results).toHaveLength(100);
  });

  it('count the user’s own records, all of them or those the filter keeps, as they come and go', async () => {
    const user = await api.newUser();
    const other = await api.newUser();
    const countOf = async (url: string) => (await user.request('GET', url)).json().count as number;
    const bookmark = (await user.request('POST', '/api/bookmarks/', { title: 'Kept', url: 'https://example.com' })).json();
    await user.request('POST', '/api/bookmarks/', { title: 'Gone', url: 'https://example.com' });
    await other.request('POST', '/api/bookmarks/', { title: 'Theirs', url: 'https://example.com' });
    expect(await countOf('/api/bookmarks/?limit=1')).toBe(2);
    await user.request('DELETE', `/api/bookmarks/${bookmark.id}/`);
    expect(await countOf('/api/bookmarks/?limit=1')).toBe(1);

    for (const status of ['todo', 'todo', 'complete']) await user.request('POST', '/api/tasks/', { title: 'Homework', status });
    await other.request('POST', '/api/tasks/', { title: 'Theirs' });
    expect(await countOf('/api/tasks/?limit=1')).toBe(3);
    expect(await countOf('/api/tasks/?limit=1&status=todo')).toBe(2);

    const plans: string[] = [];
    for (const year of [2025, 2026]) plans.push((await user.request('POST', '/api/plans/', { start_term: 'Fall', start_year: year })).json().id);
    for (const plan of [plans[0], plans[0], plans[1]]) await user.request('POST', '/api/plan-courses/', { plan, course_code: 'CS 1', term: 'Fall 2025' });
    expect(await countOf('/api/plans/?limit=1')).toBe(2);
    expect(await countOf('/api/plan-courses/?limit=1')).toBe(3);
    expect(await countOf(`/api/plan-courses/?limit=1&plan=${plans[0]}`)).toBe(2);
    // A plan's courses go with it.
    await user.request('DELETE', `/api/plans/${plans[0]}/`);
    expect(await countOf('/api/plan-courses/?limit=1')).toBe(1);
  });

  it('refuse a malformed cursor or limit', async () => {
    const user = await api.newUser();
    for (const query of ['cursor=nonsense', `cursor=${Buffer.from('["x","y"]').toString('base64url')}`, 'limit=0', 'limit=501', 'limit=ten']) {
      expect((await user.request('GET', `/api/bookmarks/?${query}`)).statusCode).toBe(400);
    }
  });
});

describe('caps', () => {
  it('stop bookmarks at 10,000 per user, but let a repeated create through', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    await user.request('POST', '/api/bookmarks/', { id, title: 'First', url: 'https://example.com' });
    await api.db.query(`INSERT INTO bookmarks (owner_sub, title, url) SELECT $1, 'B' || n, 'https://example.com' FROM generate_series(1, 9999) AS n`, [
      user.sub,
    ]);
    const over = await user.request('POST', '/api/bookmarks/', { title: 'One too many', url: 'https://example.com' });
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toMatch(/10,000 bookmarks/);
    expect((await user.request('POST', '/api/bookmarks/', { id, title: 'First', url: 'https://example.com' })).statusCode).toBe(200);
    // Another user is not affected.
    expect((await (await api.newUser()).request('POST', '/api/bookmarks/', { title: 'Mine', url: 'https://example.com' })).statusCode).toBe(201);
  });

  it('stop plans at 50 and plan courses at 2,000 per user', async () => {
    const user = await api.newUser();
    const { id: planId } = (await user.request('POST', '/api/plans/', { start_term: 'Fall', start_year: 2025 })).json();
    await api.db.query(`INSERT INTO plans (owner_sub, start_term, start_year) SELECT $1, 'Fall', 2025 FROM generate_series(1, 49)`, [user.sub]);
    const tooManyPlans = await user.request('POST', '/api/plans/', { start_term: 'Fall', start_year: 2025 });
    expect(tooManyPlans.statusCode).toBe(400);
    expect(tooManyPlans.json().detail).toMatch(/50 plans/);

    const courseBody = { plan: planId, course_code: 'CS 101', term: 'Fall 2025' };
    await api.db.query(
      `INSERT INTO plan_courses (owner_sub, plan_id, course_code, term) SELECT $1, $2, 'C' || n, 'Fall 2025' FROM generate_series(1, 1999) AS n`,
      [user.sub, planId],
    );
    expect((await user.request('POST', '/api/plan-courses/', courseBody)).statusCode).toBe(201);
    const tooManyCourses = await user.request('POST', '/api/plan-courses/', courseBody);
    expect(tooManyCourses.statusCode).toBe(400);
    expect(tooManyCourses.json().detail).toMatch(/2,000 planned courses/);
  });
});
