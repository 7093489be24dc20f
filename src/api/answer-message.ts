// An error answer ({detail, errors?}) as one sentence a screen can show as it is: the
// field messages when there are any (they say what to change), else the detail.

export function answerMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { detail, errors } = body as { detail?: unknown; errors?: Record<string, unknown> };
    const fieldMessages =
      errors && typeof errors === 'object'
        ? Object.values(errors)
            .flat()
            .filter((m): m is string => typeof m === 'string')
        : [];
    if (fieldMessages.length) return fieldMessages.join(' ');
    if (typeof detail === 'string' && detail) return detail;
  }
  return status >= 500 ? 'The server could not do that just now. Try again in a moment.' : `The server refused this (${status}).`;
}
