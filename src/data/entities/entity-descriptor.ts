// What the repositories, the push and the pull know of an entity: generic over this shape. A collection's
// descriptor is made from its shared definition (src/lib/entities, collection-descriptor.ts), typed by its
// record and draft, so a field the record type does not have is a compile error.

/** Every mirrored record has a string primary key; the rest is the server's JSON as-is. */
export interface LocalRecord {
  id: string;
  [field: string]: unknown;
}

import type { CollectionName } from '../../lib/entities/synced-collections';

/**
 * Dexie table names of the mirrored entities; also the `entity` value of outbox entries: the synced
 * collections' local names, and the two singletons.
 */
export type EntityName = CollectionName | 'profile' | 'settings';

/** A field holding another record's id: that record's create must reach the server first. */
export interface Reference {
  field: string;
  entity: EntityName;
}

interface DescriptorBase<T extends object, Draft extends object> {
  name: EntityName;
  /** The entity's name in the change feed and in batched pushes (the server's name). */
  wireName: string;
  /** Client-writable fields: the only ones a repository accepts and the push sends. */
  fields: readonly (keyof Draft & string)[];
  /** Values a freshly created local record starts with, before the server answers. */
  defaults: Readonly<Partial<Omit<T, 'id'>>>;
  /** What a user calls one of these ("link"), for messages. */
  noun: string;
  /** A short human label for one record, for the dead-letter list. */
  label(record: Partial<T>): string;
  /**
   * Never set: carries the record and draft types to the repositories made from the registry (user-data.ts).
   * A method, so that a descriptor with a stricter draft (a weekly plan made on the device) still fits.
   */
  types?(record: T, draft: Draft): void;
}

/**
 * `T`: the record as the device keeps it; `Draft`: what a create takes (the writable fields). Left out, any
 * entity's: the generic code (repositories, push, pull) handles every record as a LocalRecord.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity's descriptor, whatever its record type
export interface CollectionDescriptor<T extends object = any, Draft extends object = any> extends DescriptorBase<T, Draft> {
  kind: 'collection';
  endpoints: {
    /** GET: the whole list, as an array or `{results}`. */
    list: string;
    /** POST: create. Absent when records can only be made by the server. */
    create?: string;
    /** PATCH and DELETE of one record. */
    item(id: string): string;
  };
  /** Newest first by this server timestamp; new local records are stamped so they sort first. */
  newestFirstBy?: string;
  /**
   * Records this one names. Its create waits for theirs; deleting one of them deletes this one
   * (here and, by cascade, on the server); discarding their refused create discards this one's.
   */
  references?: readonly Reference[];
  /** Told to the user when their edit hits a record another device deleted. */
  goneNotice: string;
  /**
   * How long a push that carries one of these may take, when the server's answer is slow by nature (a
   * chat reply from a language model); the API client's shorter timeout otherwise.
   */
  slowCreateTimeoutMs?: number;
  /** Sent with every create, never stored: how the app asks the API for the plain create it makes offline. */
  createExtras?: Readonly<Record<string, unknown>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any singleton's descriptor, whatever its record type
export interface SingletonDescriptor<T extends object = any, Changes extends object = any> extends DescriptorBase<T, Changes> {
  kind: 'singleton';
  /** GET reads (and on this server lazily creates) the record; PATCH changes it. */
  endpoints: { resource: string };
  /**
   * Whether a JSON object is this resource as our API sends it. A singleton has no id to check,
   * and a proxy's `{"error": …}` stored as the profile would send the user back to onboarding.
   */
  isRecord(json: Record<string, unknown>): boolean;
}

export type EntityDescriptor = CollectionDescriptor | SingletonDescriptor;

/** Singletons are stored under this fixed key so every table has the same primary key shape. */
export const SINGLETON_ID = 'singleton';

/**
 * Whether a 2xx body is really one of this entity's records. A captive portal or a proxy can answer
 * 200 with a page of its own; storing that would wipe the user's copy, so it counts as no answer.
 */
export function isServerRecord(descriptor: EntityDescriptor, json: unknown): json is Record<string, unknown> {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  if (descriptor.kind === 'singleton') return descriptor.isRecord(json as Record<string, unknown>);
  const { id } = json as { id?: unknown };
  return typeof id === 'string' && id !== '';
}

/** The server's JSON as a local record. Singletons have no id on the wire. */
export function fromServer(descriptor: EntityDescriptor, json: unknown): LocalRecord {
  const record = { ...(json as Record<string, unknown>) };
  if (descriptor.kind === 'singleton') record.id = SINGLETON_ID;
  return record as LocalRecord;
}

/** Only the writable fields of `source` that are actually present. */
export function pickFields(descriptor: Pick<EntityDescriptor, 'fields'>, source: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of descriptor.fields) {
    if (source[field] !== undefined) picked[field] = source[field];
  }
  return picked;
}
