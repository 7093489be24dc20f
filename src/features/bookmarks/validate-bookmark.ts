// The Add/Edit link checks that run on Save. Only what the server would refuse is checked, so a link
// saved offline is never refused later, at sync, when the student has moved on.
import type { BookmarkDraft } from '../../data/entities/bookmark';
import { BOOKMARK_LIMITS } from '../../lib/bookmark';
import { tooLongMessage } from '../../lib/length-limit';
import { isWebAddress, WEB_ADDRESS_MESSAGE } from '../../lib/web-address';

export type BookmarkErrors = Partial<Record<keyof BookmarkDraft, string>>;

/** Expects trimmed values; title and URL are known to be non-empty (Save is disabled until then). */
export function validateBookmark(draft: Required<BookmarkDraft>): BookmarkErrors {
  const errors: BookmarkErrors = {};
  if (draft.title.length > BOOKMARK_LIMITS.title) errors.title = tooLongMessage(BOOKMARK_LIMITS.title);
  if (draft.url.length > BOOKMARK_LIMITS.url) errors.url = tooLongMessage(BOOKMARK_LIMITS.url);
  else if (!isWebAddress(draft.url)) errors.url = WEB_ADDRESS_MESSAGE;
  if (draft.description.length > BOOKMARK_LIMITS.description) errors.description = tooLongMessage(BOOKMARK_LIMITS.description);
  return errors;
}
