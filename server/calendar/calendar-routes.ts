// Calendar sync both ways. Out: /api/calendar/feed/ manages the student's private subscription, and
// /api/calendar/{secret}.ics serves it with no bearer token (calendar apps cannot send one). In:
// /api/calendar/imports/ turns LMS feeds into tasks, re-synced on demand and every 6 hours.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { notFound } from '../http/api-error';
import { IdParamsSchema, NotFoundSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import { tasksWithDueDates } from '../tasks/task-service';
import { writeCalendar } from './calendar-ics';
import { FeedUrlSchema, ImportSchema, NewImportSchema } from './calendar-schemas';
import type { FetchPolicy } from './feed-fetch';
import { currentFeedSecret, ownerOfSecret, regenerateFeed, revokeFeed } from './feed-subscription';
import { startImportResync } from './import-schedule';
import { createImport, deleteImport, listImports, syncImport } from './import-service';
import { studyBlocksOfWeek } from './study-blocks-of-week';

export interface CalendarOptions {
  /** Fetch feeds on private, loopback and link-local addresses, and over plain http (ALLOW_PRIVATE_FEEDS=1). */
  allowPrivateFeeds?: boolean;
  /** The key subscription URLs derive from (CALENDAR_FEED_KEY or DATA_DIR/calendar-feed.key); random when absent. */
  feedKey?: string;
  /** Re-sync imports every 6 hours from a timer in this process (default true). */
  resync?: boolean;
}

export const calendarRoutes: FastifyPluginAsyncTypebox<{ db: Database; publicOrigin: string; options: CalendarOptions }> = async (
  app,
  { db, publicOrigin, options },
) => {
  const tags = ['calendar'];
  const policy: FetchPolicy = { allowPrivate: options.allowPrivateFeeds ?? false };
  // Without a configured key (tests), URLs last as long as this process.
  const key = options.feedKey ?? crypto.randomUUID();
  const urlOf = (secret: string) => `${publicOrigin}/api/calendar/${secret}.ics`;
  const feedAnswers = { 200: FeedUrlSchema, ...PROTECTED_ERRORS };

  if (options.resync ?? true) {
    const stop = startImportResync(db, policy, app.log);
    app.addHook('onClose', async () => stop());
  }

  app.post(
    '/calendar/feed/',
    { schema: { tags, summary: 'Create or regenerate the private subscription URL (the old one stops working).', response: feedAnswers } },
    async (request) => ({
      url: urlOf(await regenerateFeed(db.orm, currentUser(request).sub, key)),
    }),
  );

  app.get(
    '/calendar/feed/',
    { schema: { tags, summary: 'The private subscription URL.', response: { ...feedAnswers, 404: NotFoundSchema } } },
    async (request) => {
      const secret = await currentFeedSecret(db.orm, currentUser(request).sub, key);
      if (!secret) throw notFound();
      return { url: urlOf(secret) };
    },
  );

  app.delete(
    '/calendar/feed/',
    {
      schema: {
        tags,
        summary: 'Revoke the subscription URL.',
        response: { 204: Type.Null({ description: 'Revoked.' }), ...PROTECTED_ERRORS, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      if (!(await revokeFeed(db.orm, currentUser(request).sub))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar/:secret.ics',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The subscription itself (iCalendar), for calendar apps: no bearer token.',
        security: [],
        params: Type.Object({ secret: Type.String({ maxLength: 100 }) }),
      },
    },
    async (request, reply) => {
      const ownerSub = await ownerOfSecret(db.orm, request.params.secret);
      if (!ownerSub) throw notFound();
      const now = new Date();
      const [tasks, blocks] = await Promise.all([tasksWithDueDates(db.orm, ownerSub), studyBlocksOfWeek(db.orm, ownerSub, now)]);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="degreemate.ics"')
        .header('cache-control', 'private, no-cache')
        .send(writeCalendar(tasks, blocks, now));
    },
  );

  app.get(
    '/calendar/imports/',
    { schema: { tags, summary: 'The calendar feeds imported as tasks.', response: { 200: Type.Array(ImportSchema), ...PROTECTED_ERRORS } } },
    async (request) => listImports(db.orm, currentUser(request).sub),
  );

  app.post(
    '/calendar/imports/',
    {
      schema: {
        tags,
        summary: 'Import a calendar feed: fetched now, its events become tasks.',
        body: NewImportSchema,
        response: { 201: ImportSchema, ...PROTECTED_ERRORS },
      },
    },
    async (request, reply) => reply.code(201).send(await createImport(db, currentUser(request).sub, request.body.url, policy)),
  );

  app.post(
    '/calendar/imports/:id/sync/',
    {
      schema: {
        tags,
        summary: 'Sync now; a failure is reported in last_error.',
        params: IdParamsSchema,
        response: { 200: ImportSchema, ...PROTECTED_ERRORS, 404: NotFoundSchema },
      },
    },
    async (request) => syncImport(db, currentUser(request).sub, request.params.id, policy),
  );

  app.delete(
    '/calendar/imports/:id/',
    {
      schema: {
        tags,
        summary: 'Stop importing: its tasks the student did not change go too; changed ones stay as manual tasks.',
        params: IdParamsSchema,
        response: { 204: Type.Null({ description: 'Removed.' }), ...PROTECTED_ERRORS, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      await deleteImport(db, currentUser(request).sub, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
