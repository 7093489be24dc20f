// When a prerendered public page cannot wait for the visitor's first interaction to add the app: the page
// as prerendered would be wrong, or something only the app can do is due.

export interface PageState {
  /** location.search */
  search: string;
  /** This browser holds a sign-in (src/auth/session-hint.ts). */
  signedIn: boolean;
  /** A contact message queued offline on an earlier visit waits in the app's outbox. */
  contactMessagesWaiting: boolean;
}

export function startsAtOnce({ search, signedIn, contactMessagesWaiting }: PageState): boolean {
  // The build rendered each page without a query, and a page may read one: the sign-in returns to / with a
  // code only the app can redeem, /signed-out?reason=account-deleted says the account is gone. Left to the
  // prerendered text, the first would never finish signing in and the second would tell the student the
  // wrong thing.
  if (search.replace(/^\?/, '') !== '') return true;
  // Some public pages change for a signed-in student (the contact page's Live chat), and the student is about
  // to use the app anyway.
  if (signedIn) return true;
  return contactMessagesWaiting;
}
