// What a synced entity is, written once for the device and the server: its names, where its API lives,
// the fields a student writes (with their limits and allowed values), the fields only the server writes,
// the defaults of a new record and the records it names. The device's descriptor, the server's request
// and answer schemas and the list of local tables are all made from this, so that a field renamed or a
// limit changed here is changed everywhere (and a field missing from the record type does not compile).

/** The string formats both sides know; the server checks them by these names (server/http/formats.ts). */
export type FieldFormat = 'uuid' | 'httpUrl' | 'academicTerm' | 'weekOf' | 'academicDate' | 'academicDateTime' | 'recordedDateTime' | 'date' | 'dateTime';

/** One field as a request carries it. `nullable`: null is a value the field may take. */
export type FieldSpec = (
  | { type: 'text'; max?: number; min?: number; format?: FieldFormat }
  | { type: 'choice'; values: readonly string[] }
  | { type: 'boolean' }
  | { type: 'integer'; min?: number; max?: number }
  | { type: 'number'; min?: number; max?: number; step?: number }
  /** A list of small records, each with these fields (all of them required). */
  | { type: 'list'; max: number; of: Readonly<Record<string, FieldSpec>> }
) & { nullable?: boolean; description?: string };

/** A field holding another synced record's id: that record must exist first (and be the same owner's). */
export interface ReferenceSpec {
  field: string;
  /** The local name of the entity it names. */
  entity: string;
}

export interface CollectionDefinition<
  R extends { id: string },
  W extends keyof R & string,
  Q extends W,
  D extends Partial<Pick<R, Exclude<keyof R, 'id'>>> = Partial<Pick<R, Exclude<keyof R, 'id'>>>,
  C extends number | undefined = number | undefined,
  N extends string = string,
> {
  kind: 'collection';
  /** The entity's name on the wire (the change feed, batches) and its capped table's name. */
  wireName: string;
  /** Its name on the device: the local table and the outbox entries' `entity`. */
  localName: N;
  /** Under /api, with its trailing slash: records at `<path>{id}/`. */
  path: string;
  /** What a student writes: the only fields a create or a change may carry. */
  fields: { readonly [K in W]: FieldSpec };
  /** The fields a create must carry. */
  required: readonly Q[];
  /** Fields a create may carry and a change may not (they never change). */
  createOnly?: readonly NoInfer<W>[];
  /** What only the server writes: part of every record, never of a request. */
  serverFields?: { readonly [K in Exclude<keyof R & string, W | 'id' | 'created_at' | 'updated_at' | 'version'>]?: FieldSpec };
  /** false: the record carries times of its own (serverFields) instead of created_at and updated_at. */
  recordTimes?: false;
  /** A create may carry `created_at` (records made offline keep the order they were made in). */
  createdAtOnCreate?: boolean;
  /** What a new record holds in a field a create leaves out (the server and the device alike). */
  defaults: Readonly<D>;
  references?: readonly ReferenceSpec[];
  /** What a student calls one and several of them ("task", "tasks"), for messages. */
  noun: string;
  plural: string;
  /** The most records of this kind one student keeps (undefined: another limit holds, such as a rate). */
  cap: C;
}

/** What a create of this entity carries (besides an optional id). */
export type DraftOf<R, W extends keyof R, Q extends W> = Pick<R, Q> & Partial<Pick<R, Exclude<W, Q>>>;

/** Any collection definition, as the generic code on either side sees it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the record types differ per entity
export type AnyCollectionDefinition = CollectionDefinition<any, string, string, any, number | undefined, string>;

/**
 * Typed against its record type: `defineCollection<Task>()({...})`. The two calls let TypeScript infer the
 * writable and required field names while the record type is given.
 */
export function defineCollection<R extends { id: string }>() {
  return <W extends keyof R & string, Q extends W, D extends Partial<Pick<R, Exclude<keyof R, 'id'>>>, C extends number | undefined, N extends string>(
    definition: CollectionDefinition<R, W, Q, D, C, N>,
  ) => definition;
}

/** The message a create gets when the student already keeps as many as the cap allows. */
export function capMessage(definition: { cap: number; plural: string }): string {
  return `You can keep at most ${definition.cap.toLocaleString('en-US')} ${definition.plural}. Delete some to add more.`;
}
