// The syllabus importer's two server helpers; the importer itself reads files and text on the
// device. POST /api/syllabi/read-address/ fetches a syllabus page through the address guard and answers
// its text; POST /api/syllabi/improve/ asks the language model to read the extracted text and answers
// what it found (503 when no model is configured or it fails). Nothing is stored. Both are limited per
// user, since each costs an outside request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, validationError } from '../http/api-error';
import type { FetchPolicy } from '../http/guarded-fetch';
import { limitPerUser } from '../http/user-rate-limit';
import type { LanguageModel } from '../llm/language-model';
import { withFallback } from '../llm/with-fallback';
import { errorSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import { readModelExtraction } from '../../src/lib/syllabus/model-extraction';
import { AddressRefusal, readSyllabusAddress } from './syllabus-address';
import { AddressTextSchema, ImproveSchema, ModelExtractionSchema, ReadAddressSchema } from './importer-schemas';
import { modelExtraction, syllabusMessages } from './syllabus-prompt';

export interface SyllabusOptions {
  /** Fetch private, loopback and link-local addresses and plain http (ALLOW_PRIVATE_FEEDS=1, tests). */
  allowPrivateAddresses?: boolean;
  /** The configured model, and how long it may stall (30 s unless told: tests shorten it). */
  llm?: { model: LanguageModel; timeoutMs?: number };
  /** Per user per minute (defaults: 20 addresses, 5 improvements). */
  addressesPerMinute?: number;
  improvementsPerMinute?: number;
}

/** Text up to 100,000 characters, in UTF-8 and JSON, with the extraction beside it. */
const IMPROVE_BODY_LIMIT = 1024 * 1024;
const NO_MODEL = 'Improving with AI is not available: this DegreeMate server has no language model.';
const MODEL_FAILED = 'The AI model could not read this syllabus right now. What was found on your device is kept; try again later.';

export const syllabusRoutes: FastifyPluginAsyncTypebox<SyllabusOptions> = async (app, options) => {
  const tags = ['syllabi'];
  const policy: FetchPolicy = { allowPrivate: options.allowPrivateAddresses ?? false };

  app.post(
    '/syllabi/read-address/',
    {
      preHandler: limitPerUser(app, options.addressesPerMinute ?? 20, 'syllabus-address', 'read a web address'),
      schema: {
        tags,
        summary: 'Fetch a syllabus page (https, public addresses only) and answer its text.',
        body: ReadAddressSchema,
        response: { 200: AddressTextSchema, ...PROTECTED_ERRORS },
      },
    },
    async (request) => {
      try {
        return await readSyllabusAddress(request.body.url, policy);
      } catch (error) {
        throw error instanceof AddressRefusal ? validationError({ url: [error.message] }) : error;
      }
    },
  );

  app.post(
    '/syllabi/improve/',
    {
      bodyLimit: IMPROVE_BODY_LIMIT,
      preHandler: limitPerUser(app, options.improvementsPerMinute ?? 5, 'syllabus-improve', 'asked the AI model to read a syllabus'),
      schema: {
        tags,
        summary: 'Ask the language model to read a syllabus’s text; nothing is stored.',
        body: ImproveSchema,
        response: { 200: ModelExtractionSchema, ...PROTECTED_ERRORS, 503: errorSchema('No language model is configured, or it failed.') },
      },
    },
    async (request, reply) => {
      const { llm } = options;
      if (!llm) throw new ApiError(503, NO_MODEL);
      const found = JSON.stringify(readModelExtraction(request.body.extraction));
      const messages = syllabusMessages(request.body.text, found);
      // The client went away: the model's request is cancelled.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort(new Error('The client closed the connection.'));
      });
      return withFallback(
        async ({ signal, alive }) => modelExtraction(await llm.model.stream(messages, { signal, onDelta: () => alive() })),
        (reason) => {
          request.log.warn({ err: reason, model: llm.model.name }, 'the language model could not read a syllabus');
          throw new ApiError(503, MODEL_FAILED);
        },
        { timeoutMs: llm.timeoutMs, signal: gone.signal },
      );
    },
  );
};
