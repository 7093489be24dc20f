import { describe, expect, it } from 'vitest';
import { startsAtOnce } from '../../../src/app/island/start-at-once';

const cold = { search: '', signedIn: false, contactMessagesWaiting: false };

describe('startsAtOnce', () => {
  it('waits for the visitor on a plain visit', () => {
    expect(startsAtOnce(cold)).toBe(false);
    expect(startsAtOnce({ ...cold, search: '?' })).toBe(false);
  });

  it('starts for a query the prerendered page cannot know: the sign-in return, the signed-out reason', () => {
    expect(startsAtOnce({ ...cold, search: '?code=abc&state=xyz' })).toBe(true);
    expect(startsAtOnce({ ...cold, search: '?reason=account-deleted' })).toBe(true);
  });

  it('starts for a signed-in student and for a contact message waiting to go', () => {
    expect(startsAtOnce({ ...cold, signedIn: true })).toBe(true);
    expect(startsAtOnce({ ...cold, contactMessagesWaiting: true })).toBe(true);
  });
});
