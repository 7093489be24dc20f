// A collection's descriptor from its shared definition (src/lib/entities): the names, endpoints, writable
// fields, defaults and references are the definition's; only how the app shows and orders the records is
// said here.
import type { CollectionDefinition, DraftOf } from '../../lib/entities/entity-definition';
import type { CollectionDescriptor, EntityName } from './entity-descriptor';

type Presentation<R extends object> = Pick<CollectionDescriptor<R>, 'newestFirstBy' | 'goneNotice' | 'slowCreateTimeoutMs' | 'createExtras'> & {
  /** A record's label when it has none of its own ("Untitled task"). */
  untitled: string;
  /** The record's own label, when it has one; its title by default. */
  label?: (record: Partial<R>) => string | undefined;
};

export function collectionDescriptor<
  R extends { id: string },
  W extends keyof R & string,
  Q extends W,
  D extends Partial<Pick<R, Exclude<keyof R, 'id'>>>,
  N extends EntityName,
>(
  definition: CollectionDefinition<R, W, Q, D, number | undefined, N>,
  { untitled, label, ...presentation }: Presentation<R>,
): CollectionDescriptor<R, DraftOf<R, W, Q>> & { name: N } {
  const { path } = definition;
  const api = `/api${path}`;
  return {
    ...presentation,
    kind: 'collection',
    name: definition.localName,
    wireName: definition.wireName,
    endpoints: { list: api, create: api, item: (id) => `${api}${encodeURIComponent(id)}/` },
    fields: Object.keys(definition.fields) as (keyof DraftOf<R, W, Q> & string)[],
    defaults: definition.defaults,
    ...(definition.references ? { references: definition.references.map(({ field, entity }) => ({ field, entity: entity as EntityName })) } : {}),
    noun: definition.noun,
    label: (record) => {
      const own = label ? label(record) : (record as { title?: unknown }).title;
      return typeof own === 'string' && own ? own : untitled;
    },
  };
}
