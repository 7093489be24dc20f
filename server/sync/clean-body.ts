// A change's body made ready for validation, the same way for a single request and a batch operation:
// text trimmed by the very hook the API runs on every request body (server/http/trim-strings.ts), then
// NUL characters refused, which PostgreSQL cannot store in text (it would fail the write with a 500).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../http/api-error';
import { trimBodyStrings } from '../http/trim-strings';

export const NUL_MESSAGE = 'Null characters are not allowed.';

/** A trimmed copy of a batch operation's body; the original is left as the client sent it. */
export async function trimmedBody(app: FastifyInstance, body: unknown): Promise<unknown> {
  const copy: unknown = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : body;
  // The hook reads and rewrites request.body only: a stand-in holding the copy is all it needs.
  await trimBodyStrings.call(app, { body: copy } as FastifyRequest, {} as FastifyReply);
  return copy;
}

/** Fields whose text holds a NUL character, with the message a form would show. */
export function nulCharacterErrors(body: unknown): FieldErrors | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(body)) {
    if (containsNul(value)) errors[name] = [NUL_MESSAGE];
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}
