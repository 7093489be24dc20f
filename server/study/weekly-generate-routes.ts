// POST /api/study/generate/: the server writes a weekly plan and stores it as a new weekly plan (the same
// create as POST /api/study/weekly/, so it is versioned and in the change feed), answered as the plain
// record, 201. With a language model configured the model writes it, from the same inputs as the embedded
// generator and with the embedded plan as its skeleton; on an error, an unusable answer or a stall of 30 s
// the embedded plan is stored instead (source 'embedded').
//
// With `Accept: text/event-stream` the answer streams: `event: delta` / `data: {"text"}` per piece as it is
// written, then `event: plan` / `data: <record>`. When the model fails after some of its text was sent,
// `event: reset` says to drop that text before the embedded plan's pieces follow. A failure after the stream
// began is `event: error` / `data: {"detail"}`; refusals before it (validation, a full quota, a reused
// Idempotency-Key) are the usual JSON errors. A client that disconnects cancels the model's request, and
// nothing is stored. A plan id this owner already has (a retry), or an Idempotency-Key already answered,
// gets the stored answer without generating again.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { openEventStream } from '../http/event-stream';
import type { LanguageModel } from '../llm/language-model';
import { withFallback } from '../llm/with-fallback';
import { CHANGE_ERRORS, IdempotencyHeadersSchema } from '../http/common-schemas';
import { created, idempotentRequest, ok, REPLAYED_HEADER } from '../sync/mutation';
import { previousOutcome, runExactlyOnce, type Outcome } from '../sync/exactly-once';
import { countOwned } from '../sync/record-caps';
import { generateWeeklyPlan } from '../../src/lib/study/generate-weekly-plan';
import type { WeeklyPlanInput } from '../../src/lib/study/weekly-plan-types';
import { modelPlanMarkdown, UnusablePlanError, weeklyPlanMessages } from './model-prompt';
import { weeklyPlanInput } from './weekly-plan-inputs';
import { EMBEDDED_SOURCE, WEEKLY_PLAN_LIMITS } from '../../src/lib/entities/weekly-plan';
import { GenerateWeeklyPlanSchema, WeeklyPlanSchema } from './weekly-plan-schemas';
import { createWeeklyPlan, currentWeekOf, newPlanWeekOf, readWeeklyPlans, tooManyWeeklyPlans, WEEKLY_PLAN_CAP, WEEKLY_PLANS } from './weekly-plan-service';

export interface WeeklyGenerateOptions {
  db: Database;
  /** The configured model, and how long it may stall (30 s unless told: tests shorten it). */
  llm?: { model: LanguageModel; timeoutMs?: number };
}

type GenerateBody = { id?: string; title: string; description?: string; course?: string; week_of?: string; local_now?: string; replaces?: string };

/** Where the written text goes as it is written (nowhere, for a plain JSON answer). */
interface Progress {
  delta(text: string): void;
  reset(): void;
}

const SERVER_FAILURE = 'Something went wrong on our side. Please try again.';

export const weeklyGenerateRoutes: FastifyPluginAsyncTypebox<WeeklyGenerateOptions> = async (app, { db, llm }) => {
  app.post(
    '/study/generate/',
    {
      schema: {
        tags: ['study'],
        summary:
          'Write a weekly plan (a language model when one is configured, else the embedded generator) and store it. Accept: text/event-stream streams it.',
        headers: IdempotencyHeadersSchema,
        body: GenerateWeeklyPlanSchema,
        response: { 200: WeeklyPlanSchema, 201: WeeklyPlanSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      const { sub } = currentUser(request);
      const body = request.body as GenerateBody;
      const keyed = idempotentRequest(request);
      const streaming = wantsEventStream(request);
      const store = (fields: { markdown_plan: string; source: string; week_of: string }) =>
        runExactlyOnce(db, keyed, async (tx) => {
          const result = await createWeeklyPlan(tx, sub, {
            id: body.id,
            title: body.title,
            description: body.description ?? '',
            course: body.course ?? '',
            archived: false,
            ...fields,
          });
          return result.status === 201 ? created(result.record) : ok(result.record);
        });

      // Answers already given: nothing is generated again.
      const previous = keyed && (await previousOutcome(db.orm, keyed));
      if (previous) return answer(reply, streaming, previous);
      if (body.id !== undefined && (await readWeeklyPlans(db.orm, sub, [body.id])).has(body.id)) {
        return answer(reply, streaming, await store({ markdown_plan: '', source: EMBEDDED_SOURCE, week_of: currentWeekOf() }));
      }
      if ((await countOwned(db.orm, sub, WEEKLY_PLANS)) >= WEEKLY_PLAN_CAP) throw tooManyWeeklyPlans();

      const weekOf = body.week_of ?? newPlanWeekOf();
      const input = await weeklyPlanInput(db.orm, sub, body, weekOf);
      // The client went away: the model's request is cancelled and nothing is stored.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort(new Error('The client closed the connection.'));
      });

      if (!streaming) {
        let plan;
        try {
          plan = await writePlan(input, { delta() {}, reset() {} }, gone.signal);
        } catch (error) {
          // Nobody is left to answer: not a failure worth a 500 in the log.
          if (!gone.signal.aborted) throw error;
          reply.hijack();
          return reply;
        }
        return answer(reply, false, await store({ ...plan, week_of: weekOf }));
      }
      const events = openEventStream(reply);
      try {
        const progress: Progress = { delta: (text) => events.send('delta', { text }), reset: () => events.send('reset', {}) };
        const plan = await writePlan(input, progress, gone.signal);
        const outcome = await store({ ...plan, week_of: weekOf });
        if (outcome.answer.status < 300) events.send('plan', outcome.answer.body);
        else events.send('error', { detail: (outcome.answer.body as { detail?: string }).detail ?? SERVER_FAILURE });
      } catch (error) {
        if (!gone.signal.aborted) {
          if (!(error instanceof ApiError)) request.log.error({ err: error }, 'weekly plan generation failed');
          events.send('error', { detail: error instanceof ApiError && error.status < 500 ? error.detail : SERVER_FAILURE });
        }
      } finally {
        events.end();
      }
      return reply;
    },
  );

  /** The model's plan, or the embedded one when there is no model or it fails. */
  async function writePlan(input: WeeklyPlanInput, progress: Progress, signal: AbortSignal): Promise<{ markdown_plan: string; source: string }> {
    const embedded = generateWeeklyPlan(input).markdown;
    const fallback = () => {
      for (const piece of pieces(embedded)) progress.delta(piece);
      return { markdown_plan: embedded, source: EMBEDDED_SOURCE };
    };
    if (!llm) return fallback();
    const { model } = llm;
    let modelLive = true;
    let written = 0;
    return withFallback(
      async ({ signal: attempt, alive }) => {
        const text = await model.stream(weeklyPlanMessages(input, embedded), {
          signal: attempt,
          onDelta: (piece) => {
            if (!modelLive) return;
            alive();
            written += piece.length;
            if (written > WEEKLY_PLAN_LIMITS.markdown_plan + 1_000) throw new UnusablePlanError('The model’s plan is too long.');
            progress.delta(piece);
          },
        });
        return { markdown_plan: modelPlanMarkdown(text, input), source: model.name };
      },
      () => {
        modelLive = false;
        if (written > 0) progress.reset();
        return fallback();
      },
      {
        timeoutMs: llm.timeoutMs,
        signal,
        onFallback: (reason) => app.log.warn({ err: reason, model: model.name }, 'the language model failed: the embedded weekly plan is used'),
      },
    );
  }
};

function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/event-stream');
}

/** A stored or new answer: JSON, or (when streaming) the plan as the stream's only event; refusals are JSON. */
function answer(reply: FastifyReply, streaming: boolean, { answer, replayed }: Outcome): FastifyReply {
  if (replayed) reply.header(REPLAYED_HEADER, 'true');
  if (!streaming || answer.status >= 300) return reply.code(answer.status).send(answer.body);
  const events = openEventStream(reply);
  events.send('plan', answer.body);
  events.end();
  return reply;
}

/** The embedded plan in a few pieces (its sections), so a streaming client shows it the same way. */
function pieces(markdown: string): string[] {
  return markdown.split(/(?<=\n\n)/).filter((piece) => piece.length > 0);
}
