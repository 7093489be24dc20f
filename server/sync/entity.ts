// What the sync machinery knows about each mirrored entity: one definition per wire name, used by the
// single routes, the batch and the change feed alike, so each write has exactly one implementation.
// Bodies arrive already trimmed and validated against the definition's schemas.
import type { TSchema } from 'typebox';
import type { Executor } from '../db/executor';
import type { Page, PageRequest } from './list-page';
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
  create(tx: Executor, ownerSub: string, body: unknown): Promise<Created<R>>;
  update(tx: Executor, ownerSub: string, id: string, body: unknown, expected: Expected): Promise<R>;
  /** PUT: every writable field at once (absent ones take their defaults). */
  replace?(tx: Executor, ownerSub: string, id: string, body: unknown, expected: Expected): Promise<R>;
  remove(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void>;
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
