// Every API route's JSON body goes through the text rules of clean-json-text.ts before validation: text
// is trimmed (so limits and "may not be blank" apply to what is kept, and nobody stores a title of three
// spaces), and text the database could not store exactly as sent is refused with a field error.
import type { preValidationAsyncHookHandler } from 'fastify';
import { validationError } from './api-error';
import { cleanJsonText } from './clean-json-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route applies cleanJsonText to parts of its body itself (a batch: each operation on its own). */
    textRulesPerPart?: boolean;
  }
}

export const trimBodyStrings: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null || request.routeOptions.config.textRulesPerPart) return;
  const { value, errors } = cleanJsonText(request.body);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  request.body = value;
};
