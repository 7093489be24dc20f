// The three sign-in budgets (attempt-budget.ts) with the addresses a test client cannot take: a campus
// sharing one address, and one account guessed at from many.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignIn, startSignUp, type AttemptLimiters } from '../../../server/identity/attempt-budget';
import { MESSAGES } from '../../../server/identity/credential-forms';
import { createRateLimiter } from '../../../server/identity/rate-limiter';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function limiters({ pair = 3, account = 5, address = 100 } = {}): AttemptLimiters {
  const windowMs = 60_000;
  // Each test counts in scopes of its own.
  const scope = randomUUID();
  return {
    perAccountAddress: createRateLimiter(database.db, `${scope}:pair`, { limit: pair, windowMs }),
    perAccount: createRateLimiter(database.db, `${scope}:account`, { limit: account, windowMs }),
    perAddress: createRateLimiter(database.db, `${scope}:address`, { limit: address, windowMs }),
  };
}

const CAMPUS = '203.0.113.7';

/** Runs a sign-in whose password is right or wrong; the refusal, if it was refused before the check. */
async function signIn(budgets: AttemptLimiters, address: string, email: string, passwordRight: boolean): Promise<string | undefined> {
  const attempt = await startSignIn(budgets, address, email);
  if (!attempt.refusal && passwordRight) await attempt.succeeded();
  return attempt.refusal;
}

describe('sign-in budgets', async () => {
  it('count failures per account and address: one student’s typos do not lock out the rest of the campus', async () => {
    const budgets = limiters();
    for (let i = 0; i < 3; i += 1) expect(await signIn(budgets, CAMPUS, 'ada@example.edu', false)).toBeUndefined();
    expect(await signIn(budgets, CAMPUS, 'ada@example.edu', true)).toBe(MESSAGES.tooManyAttempts);
    expect(await signIn(budgets, CAMPUS, 'ADA@example.edu', true), 'the email in another case is the same account').toBe(MESSAGES.tooManyAttempts);
    expect(await signIn(budgets, CAMPUS, 'grace@example.edu', false)).toBeUndefined();
    expect(await signIn(budgets, CAMPUS, 'grace@example.edu', true)).toBeUndefined();
    expect(await signIn(budgets, '198.51.100.1', 'ada@example.edu', true), 'Ada from home').toBeUndefined();
  });

  it('do not count successful sign-ins as failures', async () => {
    const budgets = limiters({ pair: 2 });
    for (let i = 0; i < 20; i += 1) expect(await signIn(budgets, CAMPUS, 'ada@example.edu', true)).toBeUndefined();
    expect(await signIn(budgets, CAMPUS, 'ada@example.edu', false)).toBeUndefined();
    expect(await signIn(budgets, CAMPUS, 'ada@example.edu', false)).toBeUndefined();
    expect(await signIn(budgets, CAMPUS, 'ada@example.edu', true)).toBe(MESSAGES.tooManyAttempts);
  });

  it('limit failures for one account from anywhere, so guessing from many addresses gains little', async () => {
    const budgets = limiters({ pair: 3, account: 5 });
    const refusals = [];
    for (let i = 0; i < 6; i += 1) refusals.push(await signIn(budgets, `198.51.100.${i}`, 'ada@example.edu', false));
    expect(refusals).toEqual([undefined, undefined, undefined, undefined, undefined, MESSAGES.tooManyForAccount]);
    expect(await signIn(budgets, CAMPUS, 'grace@example.edu', true)).toBeUndefined();
  });

  it('do not let one address that used up its own budget spend the account’s', async () => {
    const budgets = limiters({ pair: 2, account: 5 });
    for (let i = 0; i < 50; i += 1) await signIn(budgets, '192.0.2.66', 'ada@example.edu', false);
    // Two failures from the guesser reached the account's count; the owner still has three.
    for (let i = 0; i < 2; i += 1) expect(await signIn(budgets, CAMPUS, 'ada@example.edu', false)).toBeUndefined();
    expect(await signIn(budgets, '198.51.100.1', 'ada@example.edu', true)).toBeUndefined();
  });

  it('count every attempt per address, right or wrong, sign-in or sign-up, against the flood budget', async () => {
    const budgets = limiters({ pair: 100, account: 100, address: 4 });
    expect(await signIn(budgets, CAMPUS, 'ada@example.edu', true)).toBeUndefined();
    expect(await startSignUp(budgets, CAMPUS)).toBeUndefined();
    expect(await signIn(budgets, CAMPUS, 'grace@example.edu', false)).toBeUndefined();
    expect(await startSignUp(budgets, CAMPUS)).toBeUndefined();
    expect(await signIn(budgets, CAMPUS, 'alan@example.edu', true)).toBe(MESSAGES.tooManyFromAddress);
    expect(await startSignUp(budgets, CAMPUS)).toBe(MESSAGES.tooManyFromAddress);
    expect(await startSignUp(budgets, '198.51.100.1')).toBeUndefined();
  });
});
