// The message a form shows when text is longer than the server accepts (the server says the same in
// its own words, but the form catches it first, before anything is queued offline).
export function tooLongMessage(limit: number): string {
  return `Use at most ${limit.toLocaleString('en-US')} characters.`;
}
