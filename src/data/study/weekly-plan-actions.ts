// What the Weekly tab does to weekly plans, local first. Generate asks the server when online (a model
// streams the plan in, or the server's embedded generator writes it) and stores its answer as a synced
// record, merged the way a pull merges one; with no connection, or when the server fails, the device's
// own generator writes the plan and the outbox creates it later, under the SAME id, so a plan the
// server stored before its answer was lost is not made twice. Edits, archive and delete are ordinary
// repository writes; Undo of a delete creates the plan again from its fields (a create and delete that
// never left the device cancel out in the outbox, so nothing is sent twice).
import type { ApiClient } from '../../api/api-client';
import { generateWeeklyPlan } from '../../lib/study/generate-weekly-plan';
import { withHeading } from '../../lib/study/plan-heading';
import { defaultPlanWeek, localMoment } from '../../lib/study/week';
import type { AppDatabase } from '../app-database';
import { fromServer, pickFields } from '../entities/entity-descriptor';
import { weeklyPlanDescriptor, type WeeklyPlan, type WeeklyPlanDraft } from '../entities/weekly-plan';
import { newId } from '../ids';
import type { CollectionRepository } from '../repositories/collection-repository';
import { mergeRecord } from '../sync/merge-changes';
import { bumpPushVersion } from '../sync/push-version';
import { studentContext } from './student-context';
import { GenerateUnavailableError, requestGeneratedPlan } from './weekly-plan-api';

/** The Generate Weekly Plan form. */
export interface WeeklyPlanForm {
  title: string;
  description: string;
  /** '' when none. */
  course: string;
}

export interface GenerateOptions {
  /** Each piece of the model's text as it arrives (online only). */
  onText?(text: string): void;
  signal?: AbortSignal;
  /** Today, for the plan's week and the moment nothing may be placed before (tests). */
  now?: Date;
  /** The Monday of the plan's week; this week until Thursday 18:00, next week after, when absent. */
  weekOf?: string;
  /** The plan being regenerated: its blocks make way for the new one's. */
  replaces?: string;
}

export interface GenerateResult {
  plan: WeeklyPlan;
  /** 'server': the server wrote it (a model or its embedded generator); 'device': this device did. */
  writtenBy: 'server' | 'device';
  /** Why the device wrote it: no connection, or the server failed (the screen says so). */
  fallback?: 'offline' | 'failed';
}

export interface WeeklyPlanActions {
  generate(form: WeeklyPlanForm, options?: GenerateOptions): Promise<GenerateResult>;
  /** Generate again from the (edited) form; the new plan replaces `id`. */
  regenerate(id: string, form: WeeklyPlanForm, options?: GenerateOptions): Promise<GenerateResult>;
  update(id: string, changes: Partial<Pick<WeeklyPlan, 'title' | 'description' | 'course' | 'markdown_plan'>>): Promise<WeeklyPlan>;
  setArchived(id: string, archived: boolean): Promise<WeeklyPlan>;
  /** Deletes it and returns what it was, for Undo (undefined when it was already gone). */
  remove(id: string): Promise<WeeklyPlan | undefined>;
  /** Undo of a delete: the same fields as a new plan. */
  restore(deleted: WeeklyPlan): Promise<WeeklyPlan>;
}

export interface WeeklyPlanDeps {
  db: AppDatabase;
  weeklyPlans: CollectionRepository<WeeklyPlan, WeeklyPlanDraft>;
  api: ApiClient;
  isOnline(): boolean;
  /** No word from the server for this long while generating: the device writes the plan instead. */
  idleMs?: number;
}

export function createWeeklyPlanActions(deps: WeeklyPlanDeps): WeeklyPlanActions {
  const { db, weeklyPlans } = deps;

  /** The server's answer as this device's synced copy, merged by version like a pull merges it. */
  async function storeServerPlan(json: Record<string, unknown>): Promise<WeeklyPlan> {
    const record = fromServer(weeklyPlanDescriptor, json);
    await db.transaction('rw', [db.weeklyPlans, db.outbox, db.deadLetters, db.syncMeta], async () => {
      await mergeRecord(db, weeklyPlanDescriptor, record.id, record);
      // Like a push's write-back: a pull page read before this write does not list the plan, and a first
      // pull would remove it as deleted on the server. Bumping the counter makes that page read again.
      await bumpPushVersion(db);
    });
    return ((await weeklyPlans.get(record.id)) ?? record) as WeeklyPlan;
  }

  async function generateOnDevice(id: string, form: WeeklyPlanForm, weekOf: string, now: string, replaces?: string): Promise<WeeklyPlan> {
    const generated = generateWeeklyPlan({
      title: form.title,
      description: form.description,
      course: form.course || undefined,
      weekOf,
      now,
      ...(await studentContext(db, weekOf, replaces)),
    });
    // A pull may have brought the server's copy under this id meanwhile (its answer was lost, not its work).
    const existing = await weeklyPlans.get(id);
    if (existing) return existing;
    try {
      return await weeklyPlans.create({ ...form, markdown_plan: generated.markdown.trim(), week_of: weekOf, archived: false, source: 'embedded' }, { id });
    } catch (error) {
      const arrived = await weeklyPlans.get(id);
      if (arrived) return arrived;
      throw error;
    }
  }

  async function generate(form: WeeklyPlanForm, options: GenerateOptions = {}): Promise<GenerateResult> {
    const today = options.now ?? new Date();
    const weekOf = options.weekOf ?? defaultPlanWeek(today);
    const now = localMoment(today);
    const id = newId();
    if (!deps.isOnline()) return { plan: await generateOnDevice(id, form, weekOf, now, options.replaces), writtenBy: 'device', fallback: 'offline' };
    try {
      const body = { id, ...form, week_of: weekOf, local_now: now, ...(options.replaces ? { replaces: options.replaces } : {}) };
      const json = await requestGeneratedPlan(deps.api, body, { onText: options.onText, signal: options.signal, idleMs: deps.idleMs ?? 45_000 });
      return { plan: await storeServerPlan(json), writtenBy: 'server' };
    } catch (error) {
      if (!(error instanceof GenerateUnavailableError)) throw error;
      // The device looked online, so whatever failed (the server, or the way to it), the server could not write it.
      return { plan: await generateOnDevice(id, form, weekOf, now, options.replaces), writtenBy: 'device', fallback: 'failed' };
    }
  }

  const actions: WeeklyPlanActions = {
    generate,
    async regenerate(id, form, options) {
      // Same week as the plan it replaces, and its own blocks are not in the way.
      const old = await weeklyPlans.get(id);
      const result = await generate(form, { ...(old ? { weekOf: old.week_of } : {}), ...options, replaces: id });
      await weeklyPlans.remove(id);
      return result;
    },
    async update(id, changes) {
      // The heading follows the title: a renamed plan does not keep its old name inside.
      const current = await weeklyPlans.get(id);
      if (changes.title === undefined || !current || changes.title === current.title) return weeklyPlans.update(id, changes);
      return weeklyPlans.update(id, { ...changes, markdown_plan: withHeading(changes.markdown_plan ?? current.markdown_plan, changes.title) });
    },
    setArchived: (id, archived) => weeklyPlans.update(id, { archived }),
    async remove(id) {
      const current = await weeklyPlans.get(id);
      if (!current) return undefined;
      await weeklyPlans.remove(id);
      return current;
    },
    restore: (deleted) => weeklyPlans.create(pickFields(weeklyPlanDescriptor, deleted as unknown as Record<string, unknown>) as WeeklyPlanDraft),
  };
  return actions;
}
