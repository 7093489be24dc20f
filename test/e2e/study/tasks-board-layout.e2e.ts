// The task board beside the assistant at 1280 px: a long title wraps between words, never inside one (its
// three 200 px columns broke "Implementation" and "distributed" across lines).
import { describe, expect, it } from 'vitest';
import { apiAccessToken } from '../support/auth-helpers';
import { appUrl, useBrowser } from '../support/browser';
import { signInNewStudent } from '../support/signed-in-student';

const TITLE = 'Implementation of the distributed consensus algorithm assignment';

describe('task board layout', () => {
  const { newPage } = useBrowser();

  it('wraps a long title at words at 1280 px', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInNewStudent(page);
    const token = await apiAccessToken(page);
    const created = await page.request.post(appUrl('/api/tasks/'), {
      headers: { authorization: `Bearer ${token}` },
      data: { title: TITLE, course: 'CS 2110' },
    });
    expect(created.ok()).toBe(true);
    await page.goto(appUrl('/study/tasks'));
    const title = page.getByRole('article', { name: TITLE }).getByText(TITLE);
    await title.waitFor();
    // Each word's text on one line: a word broken across lines has two boxes.
    const broken = await title.evaluate((element) => {
      const text = element.firstChild!;
      const found: string[] = [];
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (range.getClientRects().length > 1) found.push(match[0]);
      }
      return found;
    });
    expect(broken).toEqual([]);
  });
});
