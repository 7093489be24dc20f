// One place where failures become `{ detail, errors? }` answers: refusals thrown as ApiError, schema
// validation (same shape as a route's own validation errors), Fastify's own 4xx (bad JSON, too large…),
// and unexpected errors, which are logged and answered without internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, VALIDATION_FAILED, type ErrorBody } from './api-error';
import { toFieldErrors } from './validation-errors';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      const body: ErrorBody = { detail: VALIDATION_FAILED, errors: toFieldErrors(error.validation) };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // JSON syntax errors carry the parser's message, which is noise to an API user.
      const detail = FASTIFY_MESSAGES[error.code] ?? (error instanceof SyntaxError ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY! : error.message);
      return reply.code(status).send({ detail } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' } satisfies ErrorBody);
  });
}
