// What the sync machinery knows about each mirrored entity: one definition per wire name, used by the
// single routes, the batch and the change feed alike, so each write has exactly one implementation.
// Bodies arrive already trimmed and validated against the definition's schemas. This machinery imports no
// domain: the entities are handed to it (SyncedEntities).
import type { TSchema } from 'typebox';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import type { Page, PageRequest } from './list-page';
import type { OneTripWrite } from './one-trip';
import type { Expected } from './versions';

export interface Created<R> {
  /** 201 when created now, 200 when this owner had created this id before (a retry). */
  status: 200 | 201;
  record: R;
}

interface EntityBase<R> {
  /** The wire name: `entity` in the feed and the batch. */
  name: string;
  /** OpenAPI tag. */
  tag: string;
  schemas: { record: TSchema; update: TSchema };
  /** The records with these ids (those that still exist), keyed by id, as GET answers them. */
  read(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, R>>;
}

/** A collection under /api/<path>{id}/. */
export interface CollectionEntity<R extends { id: string } = { id: string }> extends EntityBase<R> {
  kind: 'collection';
  /** e.g. '/bookmarks/' (under /api). */
  path: string;
  schemas: EntityBase<R>['schemas'] & { create: TSchema; replace?: TSchema; listQuery?: TSchema };
  list(db: Executor, ownerSub: string, page: PageRequest, query: Record<string, unknown>): Promise<Page<R> & { count: number }>;
  /**
   * Work a create needs that must not hold a transaction open (a language model's answer), run before the
   * write's transaction by the single route and the batch alike; `create` gets what it returns. It may
   * refuse (an ApiError, e.g. 429), and must return quickly for an id already created (a retry).
   */
  prepareCreate?(db: Database, ownerSub: string, body: unknown): Promise<unknown>;
  create(tx: Executor, ownerSub: string, body: unknown, prepared?: unknown): Promise<Created<R>>;
  update(tx: Executor, ownerSub: string, id: string, body: unknown, expected: Expected): Promise<R>;
  /** PUT: every writable field at once (absent ones take their defaults). */
  replace?(tx: Executor, ownerSub: string, id: string, body: unknown, expected: Expected): Promise<R>;
  remove(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void>;
  /**
   * How the single routes answer records, when richer than the synced record (a plan with its courses).
   * The feed and the batch always send the plain record: devices sync the related records themselves.
   */
  answer?: { schema: TSchema; present(db: Executor, ownerSub: string, records: R[]): Promise<unknown[]> };
  /**
   * The create and the change of a keyed single request as writes in one statement (one-trip.ts), for an
   * entity whose routes answer the plain record. Optional: the general path answers everything alone.
   */
  oneTrip?: {
    create(ownerSub: string, body: unknown): OneTripWrite;
    update(ownerSub: string, id: string, body: unknown, expected: Expected): OneTripWrite;
  };
  /** The largest create or change body in bytes, when records are larger than the app's default allows. */
  bodyLimit?: number;
}

/** One record per user at a fixed path (the profile). */
export interface SingletonEntity<R = unknown> extends EntityBase<R> {
  kind: 'singleton';
  /** e.g. '/account/profile/' (under /api). */
  path: string;
  get(db: Executor, ownerSub: string): Promise<R>;
  update(tx: Executor, ownerSub: string, body: unknown, expected: Expected): Promise<R>;
}

export type Entity = CollectionEntity | SingletonEntity;

/**
 * The entities this server syncs, parents before their children (a plan before its courses, a syllabus
 * before its tasks). Made where the server is put together (server/synced-entities.ts), with the
 * configuration some of them need, so that this machinery knows no domain.
 */
export interface SyncedEntities {
  all: readonly Entity[];
  collections: readonly CollectionEntity[];
  named(name: string): Entity | undefined;
}

export function syncedEntities(singletons: readonly SingletonEntity[], collections: readonly CollectionEntity[]): SyncedEntities {
  const all: readonly Entity[] = [...singletons, ...collections];
  return { all, collections, named: (name) => all.find((entity) => entity.name === name) };
}

/** What the sync routes work with. */
export interface SyncContext {
  db: Database;
  entities: SyncedEntities;
}
