// Text fields of JSON bodies are trimmed before validation, so limits and "may not be blank" apply to
// what is kept, and nobody stores a title of three spaces.
import type { preValidationAsyncHookHandler } from 'fastify';

export const trimBodyStrings: preValidationAsyncHookHandler = async (request) => {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') fields[name] = value.trim();
  }
};
