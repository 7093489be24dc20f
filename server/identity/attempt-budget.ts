// Who may try to sign in or sign up right now. Three budgets, so that a campus behind one NAT address is
// not one user: failed sign-ins count per account *and* address (one person's typos, or guessing one
// password from one place), per account from anywhere (guessing spread over many addresses), and every
// attempt counts per address in a much larger budget that only a flood exhausts (trying many emails,
// creating many accounts).
import { MESSAGES } from './credential-forms';
import type { RateLimiter } from './rate-limiter';

export interface AttemptLimiters {
  perAccountAddress: RateLimiter;
  perAccount: RateLimiter;
  perAddress: RateLimiter;
}

export interface SignInAttempt {
  /** The message to show instead of checking the password; undefined when the attempt may go ahead. */
  refusal?: string;
  /** Call when the password was right: the attempt was not a failure after all. */
  succeeded(): Promise<void>;
}

/**
 * Counts a sign-in as a failure up front and takes it back when it succeeds: counting only after the
 * (slow) password check would let a burst of parallel guesses all pass before any of them is counted.
 */
export async function startSignIn(limiters: AttemptLimiters, address: string, email: string): Promise<SignInAttempt> {
  const none = async () => {};
  if (!(await limiters.perAddress.attempt(address))) return { refusal: MESSAGES.tooManyFromAddress, succeeded: none };
  const account = email.toLowerCase();
  const pair = `${account}|${address}`;
  // An address that used up its own budget for this account spends nothing more of the account's:
  // otherwise one guesser could lock the owner out from everywhere.
  if (!(await limiters.perAccountAddress.attempt(pair))) return { refusal: MESSAGES.tooManyAttempts, succeeded: none };
  if (!(await limiters.perAccount.attempt(account))) {
    await limiters.perAccountAddress.refund(pair);
    return { refusal: MESSAGES.tooManyForAccount, succeeded: none };
  }
  return {
    async succeeded() {
      await limiters.perAccountAddress.refund(pair);
      await limiters.perAccount.refund(account);
    },
  };
}

/** Counts a sign-up; the message to show when the address has made too many attempts. */
export async function startSignUp(limiters: AttemptLimiters, address: string): Promise<string | undefined> {
  return (await limiters.perAddress.attempt(address)) ? undefined : MESSAGES.tooManyFromAddress;
}
