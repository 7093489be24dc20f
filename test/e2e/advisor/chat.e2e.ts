// The advisor chat in a real browser against the real server (embedded advisor, no model): it answers a
// course's prerequisites from the sample catalogue; a question asked offline waits, survives a reload, and
// is answered once when the connection returns (the server holds exactly one copy of it and one reply).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAccessToken, waitForOfflineReady } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';
import { generateSamplePlan, openGraduation, waitForServer } from './support/graduation-page';

interface ServerConversation {
  id: string;
  messages: { role: string; content: string; source: string }[];
}

async function serverConversations(token: string): Promise<ServerConversation[]> {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const list = (await (await fetch(appUrl('/api/advisor/conversations/'), { headers })).json()) as { results: { id: string }[] };
  return Promise.all(
    list.results.map(async ({ id }) => (await (await fetch(appUrl(`/api/advisor/conversations/${id}/`), { headers })).json()) as ServerConversation),
  );
}

/** A new student with the sample plan, on the Graduation tab: the chat's box and log. */
async function chatWithPlan(page: Page) {
  await signInNewStudent(page);
  await openGraduation(page);
  await generateSamplePlan(page);
  const chat = page.getByRole('region', { name: 'Advisor chat' });
  return { box: chat.getByRole('textbox', { name: 'Message Advisor chat' }), log: chat.getByRole('log') };
}

describe('advisor chat', () => {
  const { newPage } = useBrowser();

  it('answers prerequisites, and sends a question asked offline once when back online', async () => {
    // Needs the worker: the page reloads without a network.
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    const { box, log } = await chatWithPlan(page);
    // The box grows with its lines, up to four, then scrolls (growing-textarea.tsx: sized by the browser).
    const height = () => box.evaluate((element) => element.getBoundingClientRect().height);
    await box.fill('one');
    const oneLine = await height();
    await box.fill('one\ntwo\nthree');
    const threeLines = await height();
    await box.fill('1\n2\n3\n4\n5\n6\n7\n8');
    const eightLines = await height();
    expect(threeLines).toBeGreaterThan(oneLine * 1.8);
    expect(eightLines).toBeGreaterThan(threeLines);
    expect(eightLines).toBeLessThan(oneLine * 3.5);
    // Blank text is never sent.
    await box.fill('   ');
    await box.press('Enter');
    expect(await log.getByTestId('chat-question').count()).toBe(0);

    await box.fill('What are the prerequisites for cs2110?');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('');
    const reply = log.getByTestId('chat-reply').first();
    await reply.getByText(/requires CS 1110 or CS 1112/).waitFor();
    expect(await reply.locator('strong').first().textContent()).toBe('CS 2110');

    // Offline: the question waits, and survives a reload.
    await waitForOfflineReady(page);
    await context.setOffline(true);
    const question = 'When is MATH 2210 offered?';
    await box.fill(question);
    await box.press('Enter');
    const waiting = log.getByTestId('chat-question').filter({ hasText: question });
    await waiting.and(page.locator('[data-state="waiting"]')).waitFor();
    await log.getByText('Waiting to send').waitFor();
    await page.reload();
    await log.getByText('Waiting to send').waitFor({ timeout: 20_000 });
    await log.getByText(/requires CS 1110 or CS 1112/).waitFor();

    // Back online: answered once.
    await context.setOffline(false);
    await log.getByText(/MATH 2210.*is offered in/).waitFor({ timeout: 20_000 });
    expect(await log.getByText('Waiting to send').count()).toBe(0);

    const token = await apiAccessToken(page);
    const [conversation] = await waitForServer(
      () => serverConversations(token),
      (all) => all.length === 1 && all[0]!.messages.length === 4,
      'one conversation of four messages',
    );
    expect(conversation!.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(conversation!.messages.filter((message) => message.content === question)).toHaveLength(1);
    expect(conversation!.messages[3]!.content).toContain('offered in');
    // A while later it is still one copy (no late resend).
    await page.reload();
    await log.getByText(/MATH 2210.*is offered in/).waitFor({ timeout: 20_000 });
    expect((await serverConversations(token))[0]!.messages).toHaveLength(4);

    // Signed in on this browser, the contact page's Live chat opens this chat.
    await page.goto(appUrl('/contact'));
    await page.getByRole('link', { name: 'Live chat' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/advisor'));
    await page
      .getByRole('region', { name: 'Advisor chat' })
      .getByText(/MATH 2210.*is offered in/)
      .waitFor({ timeout: 20_000 });
  });

  it('keeps the newest message in view as the conversation grows, and opens at its end', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    const { box, log } = await chatWithPlan(page);
    const atEnd = () => log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight < 2);

    const codes = ['cs2110', 'cs3110', 'math2210', 'cs2800', 'cs3410'];
    for (const [i, code] of codes.entries()) {
      await box.fill(`What are the prerequisites for ${code}?`);
      await box.press('Enter');
      await expect.poll(() => log.getByTestId('chat-reply').count(), { timeout: 20_000 }).toBe(i + 1);
      await expect.poll(atEnd).toBe(true);
    }
    // Longer than the log by then: scrolled, not merely short.
    expect(await log.evaluate((element) => element.scrollHeight > element.clientHeight * 1.5)).toBe(true);
    await expect.poll(() => log.getByTestId('chat-reply').last().isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => log.getByTestId('chat-reply').count(), { timeout: 20_000 }).toBe(codes.length);
    await expect.poll(atEnd).toBe(true);
  });
});
