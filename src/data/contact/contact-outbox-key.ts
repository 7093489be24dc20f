// Where the contact form's waiting messages are kept, apart from the queue's code so that the app's start
// can see whether any wait without loading it.
export const CONTACT_OUTBOX_KEY = 'degreemate:contact-outbox';

export function contactMessagesWaiting(): boolean {
  try {
    return (localStorage.getItem(CONTACT_OUTBOX_KEY) ?? '[]') !== '[]';
  } catch {
    return false; // storage blocked: nothing can have been queued either
  }
}
