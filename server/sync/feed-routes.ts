// GET /api/changes/?since=<cursor>&limit=<1..500>: the change feed (see feed-service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { currentUser } from '../auth/authenticate';
import { errorSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import { parseSince, readChanges, type FeedChange } from './feed-service';
import { MAX_PAGE } from './list-page';
import type { SyncContext } from './entity';

const id = Type.String({ format: 'uuid' });
const version = Type.Integer({ minimum: 1 });

function liveChange(entity: string, record: TSchema) {
  return Type.Object({ entity: Type.Literal(entity), id, version, deleted: Type.Literal(false), record });
}

const Tombstone = Type.Object({ entity: Type.String(), id, version, deleted: Type.Literal(true) });

/** The feed's answer; the entities' records are only known as TSchema here, so the union is typed loosely. */
function feedSchema(entities: SyncContext['entities']) {
  const changeSchemas: TSchema[] = [...entities.all.map((entity) => liveChange(entity.name, entity.schemas.record)), Tombstone];
  return Type.Object({
    changes: Type.Array(Type.Unsafe<FeedChange>(Type.Union(changeSchemas))),
    cursor: Type.String({ description: 'Where the next pull starts: send it as `since`.' }),
    has_more: Type.Boolean({ description: 'More changes wait: pull again from `cursor` straight away.' }),
  });
}

export const feedRoutes: FastifyPluginAsyncTypebox<SyncContext> = async (app, { db, entities }) => {
  app.get(
    '/changes/',
    {
      schema: {
        tags: ['sync'],
        summary: 'What changed since a cursor, in commit order: each record once at its latest state, deletions as tombstones.',
        querystring: Type.Object({
          since: Type.Optional(Type.String({ maxLength: 40, description: 'The `cursor` of the previous pull; absent or 0 for everything.' })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: MAX_PAGE })),
        }),
        response: {
          200: feedSchema(entities),
          410: errorSchema('Tombstones after `since` were forgotten, or `since` is beyond the newest change: pull again from 0.'),
          ...PROTECTED_ERRORS,
        },
      },
    },
    async (request) => {
      const since = parseSince(request.query.since);
      return readChanges({ db, entities }, currentUser(request).sub, since, request.query.limit ?? MAX_PAGE);
    },
  );
};
