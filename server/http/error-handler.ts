// One place where failures become `{ detail, errors? }` answers: refusals thrown as ApiError, schema
// validation (same shape as a route's own validation errors), Fastify's own 4xx (bad JSON, too large…),
// values the database refuses (a 400, not a 500: validation missed them, the request is still at fault),
// and unexpected errors, which are logged and answered without internals. Failed queries are logged
// without their parameters: those are what students typed.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, VALIDATION_FAILED, type ErrorBody } from './api-error';
import { databaseFailureOf, isDataException } from './database-errors';
import { accountDeletedError, isDeletedOwnerFailure } from './deleted-account';
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
    const failure = databaseFailureOf(error);
    if (isDeletedOwnerFailure(failure)) {
      const refusal = accountDeletedError();
      return reply.code(refusal.status).headers(refusal.headers).send(refusal.body);
    }
    if (failure && isDataException(failure)) {
      // Worth a look (a rule the schemas should state), but not an outage.
      request.log.warn({ database: failure, route: routeOf(request) }, 'the database refused a value');
      return reply.code(400).send({ detail: VALUE_REFUSED } satisfies ErrorBody);
    }
    if (failure) request.log.error({ database: failure, route: routeOf(request) }, 'database query failed');
    else request.log.error({ err: error, route: routeOf(request) }, 'request failed');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' } satisfies ErrorBody);
  });
}

export const VALUE_REFUSED = 'Validation failed: a value in the request cannot be stored. Check its dates, numbers and text.';

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
}
