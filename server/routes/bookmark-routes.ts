// /api/bookmarks/: the signed-in user's links. Another user's bookmark is answered as not found.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { ApiError, notFound } from '../http/api-error';
import { createBookmark, deleteBookmark, listBookmarks, updateBookmark } from '../services/bookmark-service';
import { BookmarkChangesSchema, BookmarkSchema, NewBookmarkSchema } from './bookmark-schemas';
import { CHANGE_ERRORS, ConflictSchema, IdempotencyHeadersSchema, IdParamsSchema, ListSchema, NotFoundSchema, PROTECTED_ERRORS } from './common-schemas';
import { created, noContent, ok, sendMutation } from './mutation';

const tags = ['bookmarks'];

export const bookmarkRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/bookmarks/',
    { schema: { tags, summary: 'All bookmarks, newest first.', response: { 200: ListSchema(BookmarkSchema), ...PROTECTED_ERRORS } } },
    async (request) => {
      const results = await listBookmarks(db.orm, currentUser(request).sub);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.post(
    '/bookmarks/',
    {
      schema: {
        tags,
        summary: 'Add a bookmark. Repeating a create with the same id returns the stored bookmark (200).',
        headers: IdempotencyHeadersSchema,
        body: NewBookmarkSchema,
        response: { 200: BookmarkSchema, 201: BookmarkSchema, 409: ConflictSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) =>
      sendMutation(db, request, reply, async (tx) => {
        const result = await createBookmark(tx, currentUser(request).sub, request.body);
        if (result.outcome === 'id-taken') throw new ApiError(409, 'This id is already in use; create the bookmark with another id.');
        return result.outcome === 'created' ? created(result.bookmark) : ok(result.bookmark);
      }),
  );

  app.patch(
    '/bookmarks/:id/',
    {
      schema: {
        tags,
        summary: 'Change some fields of a bookmark.',
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        body: BookmarkChangesSchema,
        response: { 200: BookmarkSchema, 404: NotFoundSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) =>
      sendMutation(db, request, reply, async (tx) => {
        const bookmark = await updateBookmark(tx, currentUser(request).sub, request.params.id, request.body);
        if (!bookmark) throw notFound();
        return ok(bookmark);
      }),
  );

  app.delete(
    '/bookmarks/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a bookmark.',
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted.' }), 404: NotFoundSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) =>
      sendMutation(db, request, reply, async (tx) => {
        if (!(await deleteBookmark(tx, currentUser(request).sub, request.params.id))) throw notFound();
        return noContent();
      }),
  );
};
