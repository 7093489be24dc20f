// GET /api/changes/stream/: a device's live channel (server-sent events). It says only "there are changes up
// to cursor N" (`changes`), never what they are: the device pulls the change feed as it always does, so one
// code path applies changes. `ready` comes first with the user's newest cursor, so a device that was away
// pulls at once if it missed anything. The stream takes none of the student's places (config.longLived);
// a user has at most a few open per process instead. It ends when the access token expires (the device opens
// another with a fresh one) and when the account is deleted (`account-deleted`, checked on each poke).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../auth/authenticate';
import { deletedSubjectCheck } from '../auth/deleted-subjects';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ACCOUNT_DELETED } from '../http/deleted-account';
import { openEventStream } from '../http/event-stream';
import { deviceOf } from '../http/writing-device';
import { errorSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import { createLivePokes, type LiveOptions } from './live-pokes';

/** A comment this often keeps proxies and NATs from dropping a quiet stream (nginx's default is 60 s). */
const KEEP_ALIVE_MS = 25_000;
/** The longest a stream lives even with a longer-lived token: the token is checked again on reopening. */
const MAX_LIFE_MS = 60 * 60_000;
/** How long a refused device waits before it tries again (its own backoff may wait longer). */
const RETRY_AFTER_S = 30;

export const liveRoutes: FastifyPluginAsyncTypebox<{ db: Database; live?: LiveOptions }> = async (app, { db, live }) => {
  const pokes = createLivePokes(db, live);
  const deleted = deletedSubjectCheck(db);
  /** How to drop each open stream, connection and all: a connection left open would keep the server from closing. */
  const streams = new Set<() => void>();
  let closing = false;
  // Open streams would keep the server from closing; they end first (devices reconnect elsewhere), and one
  // whose request was still on its way in ends as soon as it opens.
  app.addHook('preClose', async () => {
    closing = true;
    streams.forEach((drop) => drop());
  });
  app.addHook('onClose', () => pokes.close());

  app.get(
    '/changes/stream/',
    {
      config: { longLived: true },
      schema: {
        tags: ['sync'],
        summary:
          'Server-sent events: `ready` and `changes` with `{cursor}` when the feed has changes after it (not the writing device’s own; X-Device-Id names the device), `account-deleted` before it ends.',
        response: {
          ...PROTECTED_ERRORS,
          429: errorSchema('This user has as many live streams open as allowed: wait for Retry-After seconds, and poll meanwhile.'),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const leave = pokes.admit(user.sub);
      if (!leave)
        throw new ApiError(429, 'Too many live streams are open for your account. Try again later.', undefined, { 'retry-after': String(RETRY_AFTER_S) });
      let stop = () => {};
      const timers: ReturnType<typeof setTimeout>[] = [];
      const end = () => {
        leave();
        stop();
        timers.forEach(clearTimeout);
        streams.delete(drop);
        stream.end();
      };
      const drop = () => {
        end();
        reply.raw.destroy();
      };
      const stream = openEventStream(reply);
      streams.add(drop);
      reply.raw.once('close', end);

      // One poke at a time, in order: the account check of one must not let a later one overtake it; and
      // none before `ready`, which a device takes as the sign that its stream is open.
      let announced = () => {};
      let delivering = new Promise<void>((resolve) => (announced = resolve));
      const newest = async () =>
        String((await db.query<{ seq: string | number }>('SELECT seq FROM sync_cursors WHERE owner_sub = $1', [user.sub]))[0]?.seq ?? 0);
      const poke = (cursor: string | undefined) => {
        delivering = delivering
          .then(async () => {
            if (stream.closed) return;
            if (await deleted(user)) {
              stream.send('account-deleted', { detail: ACCOUNT_DELETED });
              return end();
            }
            // No cursor: a notice that was not a write, or notices lost; the device compares with its own.
            stream.send('changes', { cursor: cursor ?? (await newest()) });
          })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'live stream: poke failed');
            end();
          });
      };

      try {
        // Listening before the cursor is read: a change committed in between is poked, not lost.
        stop = await pokes.subscribe(user.sub, { device: deviceOf(request), poke });
        stream.send('ready', { cursor: await newest() });
      } catch (error) {
        request.log.warn({ err: error }, 'live stream: cannot listen');
        return end();
      } finally {
        announced();
      }
      if (closing) return drop();
      if (stream.closed) return end();
      const life = user.expiresAt === undefined ? MAX_LIFE_MS : Math.min(MAX_LIFE_MS, user.expiresAt * 1000 - Date.now());
      timers.push(
        setTimeout(end, Math.max(0, life)),
        setInterval(() => stream.comment('keep-alive'), KEEP_ALIVE_MS),
      );
    },
  );
};
