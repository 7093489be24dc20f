// The single routes of a synced entity, made from its definition, so that they and the batch run the same
// writes: a collection gets GET/POST on its path and PATCH/(PUT)/DELETE on `{id}/`; a singleton GET/PATCH.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import {
  CHANGE_ERRORS,
  ConditionalHeadersSchema,
  IdempotencyHeadersSchema,
  IdParamsSchema,
  ListSchema,
  NotFoundSchema,
  PreconditionFailedSchema,
  PROTECTED_ERRORS,
} from '../http/common-schemas';
import { created, idempotentRequest, noContent, ok, sendMutation } from './mutation';
import type { CollectionEntity, SingletonEntity } from './entity';
import { nextLink, pageRequest, PageQuerySchema } from './list-page';
import { writeInOneTrip, type OneTripWrite } from './one-trip';
import { expectedFromHeader } from './versions';

export const collectionRoutes: FastifyPluginAsyncTypebox<{ db: Database; entity: CollectionEntity }> = async (app, { db, entity }) => {
  const { path, schemas } = entity;
  const tags = [entity.tag];
  const item = `${path}:id/`;
  const answerSchema = entity.answer?.schema ?? schemas.record;
  const present = async (db: Executor, ownerSub: string, records: { id: string }[]) => (entity.answer ? entity.answer.present(db, ownerSub, records) : records);
  const presentOne = async (db: Executor, ownerSub: string, record: { id: string }) => (await present(db, ownerSub, [record]))[0];
  const refusals = { 404: NotFoundSchema, 412: PreconditionFailedSchema(schemas.record), ...CHANGE_ERRORS };
  const changeAnswers = { 200: answerSchema, ...refusals };
  const bodyLimit = entity.bodyLimit === undefined ? {} : { bodyLimit: entity.bodyLimit };
  /** A keyed request's write in one statement, when the entity has one (one-trip.ts); undefined: the general path answers. */
  const inOneTrip = async (request: FastifyRequest, write: (() => OneTripWrite) | undefined) => {
    const keyed = write && idempotentRequest(request);
    return keyed ? writeInOneTrip(db, keyed, write()) : undefined;
  };

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'One page of the list.',
        querystring: schemas.listQuery ?? PageQuerySchema,
        response: { 200: ListSchema(answerSchema), ...PROTECTED_ERRORS },
      },
    },
    async (request) => {
      const query = request.query as { limit?: number; cursor?: string };
      const page = pageRequest(query);
      const { sub } = currentUser(request);
      const { results, next, count } = await entity.list(db.orm, sub, page, query);
      return { count, next: nextLink(request.url, next, page.limit), previous: null, results: await present(db.orm, sub, results) };
    },
  );

  app.post(
    path,
    {
      ...bodyLimit,
      schema: {
        tags,
        summary: 'Create. Repeating a create with the same id returns the stored record (200); an id another user has gets a fresh one.',
        headers: IdempotencyHeadersSchema,
        body: schemas.create,
        response: { 200: answerSchema, 201: answerSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      const { sub } = currentUser(request);
      const { oneTrip } = entity;
      const quick = await inOneTrip(request, oneTrip && (() => oneTrip.create(sub, request.body)));
      if (quick) return reply.code(quick.status as 201).send(quick.body);
      const prepared = await entity.prepareCreate?.(db, sub, request.body);
      return sendMutation(db, request, reply, async (tx) => {
        const result = await entity.create(tx, sub, request.body, prepared);
        const answer = await presentOne(tx, sub, result.record);
        return result.status === 201 ? created(answer) : ok(answer);
      });
    },
  );

  app.patch(
    item,
    {
      ...bodyLimit,
      schema: {
        tags,
        summary: 'Change some fields.',
        headers: ConditionalHeadersSchema,
        params: IdParamsSchema,
        body: schemas.update,
        response: changeAnswers,
      },
    },
    async (request, reply) => {
      const expected = expectedFromHeader(request.headers['if-match']);
      const { sub } = currentUser(request);
      const { oneTrip } = entity;
      const quick = await inOneTrip(request, oneTrip && (() => oneTrip.update(sub, request.params.id, request.body, expected)));
      if (quick) return reply.code(200).send(quick.body);
      return sendMutation(db, request, reply, async (tx) =>
        ok(await presentOne(tx, sub, await entity.update(tx, sub, request.params.id, request.body, expected))),
      );
    },
  );

  const replace = entity.replace;
  if (replace && schemas.replace) {
    app.put(
      item,
      {
        schema: {
          tags,
          summary: 'Replace every writable field (absent ones take their defaults).',
          headers: ConditionalHeadersSchema,
          params: IdParamsSchema,
          body: schemas.replace,
          response: changeAnswers,
        },
      },
      async (request, reply) => {
        const expected = expectedFromHeader(request.headers['if-match']);
        const { sub } = currentUser(request);
        return sendMutation(db, request, reply, async (tx) => ok(await presentOne(tx, sub, await replace(tx, sub, request.params.id, request.body, expected))));
      },
    );
  }

  app.delete(
    item,
    {
      schema: {
        tags,
        summary: 'Delete.',
        headers: ConditionalHeadersSchema,
        params: IdParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...refusals },
      },
    },
    async (request, reply) => {
      const expected = expectedFromHeader(request.headers['if-match']);
      return sendMutation(db, request, reply, async (tx) => {
        await entity.remove(tx, currentUser(request).sub, request.params.id, expected);
        return noContent();
      });
    },
  );
};

export const singletonRoutes: FastifyPluginAsyncTypebox<{ db: Database; entity: SingletonEntity; summary: string }> = async (app, { db, entity, summary }) => {
  const tags = [entity.tag];

  app.get(entity.path, { schema: { tags, summary, response: { 200: entity.schemas.record, ...PROTECTED_ERRORS } } }, async (request) =>
    entity.get(db.orm, currentUser(request).sub),
  );

  app.patch(
    entity.path,
    {
      schema: {
        tags,
        summary: 'Change some fields.',
        headers: ConditionalHeadersSchema,
        body: entity.schemas.update,
        response: { 200: entity.schemas.record, 412: PreconditionFailedSchema(entity.schemas.record), ...CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      const expected = expectedFromHeader(request.headers['if-match']);
      return sendMutation(db, request, reply, async (tx) => ok(await entity.update(tx, currentUser(request).sub, request.body, expected)));
    },
  );
};
