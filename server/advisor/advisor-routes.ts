// POST /api/advisor/chat/ (JSON, or server-sent events with Accept: text/event-stream: `delta` pieces, then
// `done` with the stored reply, or `error`), and the user's conversations: list, read, delete.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { notFound } from '../http/api-error';
import { IdempotencyHeadersSchema, IdParamsSchema, ListSchema, NotFoundSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import { ChatAnswerSchema, ChatBodySchema, ConversationSchema, ConversationSummarySchema } from './advisor-schemas';
import { answerTurn, prepareTurn, type ChatSettings } from './chat-service';
import { deleteConversationExchanges } from './chat-exchange-service';
import { listConversations, readConversation } from './conversation-service';

export const advisorRoutes: FastifyPluginAsyncTypebox<{ db: Database; settings: ChatSettings }> = async (app, { db, settings }) => {
  app.post(
    '/advisor/chat/',
    {
      schema: {
        tags: ['advisor'],
        summary: 'Ask the advisor. With Accept: text/event-stream the reply streams as `delta` events, then `done` with {conversation, reply}.',
        body: ChatBodySchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: ChatAnswerSchema, 404: NotFoundSchema, ...PROTECTED_ERRORS },
      },
    },
    async (request, reply) => {
      const { sub } = currentUser(request);
      const turn = await prepareTurn(db, settings, sub, { ...request.body, idempotencyKey: request.headers['idempotency-key'] });
      if (!/\btext\/event-stream\b/.test(request.headers.accept ?? '')) {
        return turn.kind === 'replay' ? turn.exchange : answerTurn(db, settings, turn, () => {});
      }
      const stream = new PassThrough();
      const send = (event: string, data: unknown) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      // A client that goes away mid-answer is not a reason to stop: the exchange is still stored, and its
      // resend (same id) gets the whole reply.
      void (async () => {
        try {
          const exchange = turn.kind === 'replay' ? turn.exchange : await answerTurn(db, settings, turn, (text) => send('delta', { text }));
          if (turn.kind === 'replay') send('delta', { text: exchange.reply.content });
          send('done', exchange);
        } catch (error) {
          request.log.error({ err: error }, 'advisor chat failed');
          send('error', { detail: 'The advisor could not answer. Try again.' });
        } finally {
          stream.end();
        }
      })();
      return reply
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .type('text/event-stream; charset=utf-8')
        .send(stream as never);
    },
  );

  app.get(
    '/advisor/conversations/',
    {
      schema: {
        tags: ['advisor'],
        summary: 'Your conversations, newest first.',
        response: { 200: ListSchema(ConversationSummarySchema), ...PROTECTED_ERRORS },
      },
    },
    async (request) => ({ ...(await listConversations(db.orm, currentUser(request).sub)), next: null, previous: null }),
  );

  app.get(
    '/advisor/conversations/:id/',
    {
      schema: {
        tags: ['advisor'],
        summary: 'A conversation with its messages, oldest first.',
        params: IdParamsSchema,
        response: { 200: ConversationSchema, 404: NotFoundSchema, ...PROTECTED_ERRORS },
      },
    },
    async (request) => {
      const conversation = await readConversation(db.orm, currentUser(request).sub, request.params.id);
      if (!conversation) throw notFound();
      return conversation;
    },
  );

  app.delete(
    '/advisor/conversations/:id/',
    {
      schema: {
        tags: ['advisor'],
        summary: 'Delete a conversation and its messages.',
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 204: Type.Null({ description: 'Deleted.' }), 404: NotFoundSchema, ...PROTECTED_ERRORS },
      },
    },
    async (request, reply) => {
      const { sub } = currentUser(request);
      if (!(await db.orm.transaction((tx) => deleteConversationExchanges(tx, sub, request.params.id)))) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
