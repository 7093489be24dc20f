// GET /api/announcements/: the short product notes the dashboard shows (seeded by migration 0008), newest first.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { announcements } from '../db/schema/announcements';
import { ListSchema, PROTECTED_ERRORS } from '../http/common-schemas';

const MAX_SHOWN = 50;

const AnnouncementSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  body: Type.String(),
  published_at: Type.String({ format: 'date-time' }),
});

export const announcementRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/announcements/',
    {
      schema: {
        tags: ['announcements'],
        summary: 'The latest announcements, newest first.',
        response: { 200: ListSchema(AnnouncementSchema), ...PROTECTED_ERRORS },
      },
    },
    async () => {
      const rows = await db.orm.select().from(announcements).orderBy(desc(announcements.publishedAt), desc(announcements.id)).limit(MAX_SHOWN);
      const results = rows.map((row) => ({ id: row.id, title: row.title, body: row.body, published_at: row.publishedAt.toISOString() }));
      return { count: results.length, next: null, previous: null, results };
    },
  );
};
