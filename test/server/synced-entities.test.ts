// The device and the server sync the same entities under the same names, paths and writable fields: both
// are made from the shared definitions (src/lib/entities), and this holds them to it.
import { describe, expect, test } from 'vitest';
import { serverEntities } from '../../server/synced-entities';
import { defaultEntities } from '../../src/data/entities/entity-registry';
import { SYNCED_COLLECTIONS } from '../../src/lib/entities/synced-collections';

const server = serverEntities();
const device = [...defaultEntities.values()];

describe('synced entities', () => {
  test('the device and the server know the same entities by the same wire names, in an order with parents first', () => {
    expect(device.map((descriptor) => descriptor.wireName).sort()).toEqual(server.all.map((entity) => entity.name).sort());
    const order = (names: string[]) => names.filter((name) => SYNCED_COLLECTIONS.some((definition) => definition.wireName === name));
    expect(order(device.map((descriptor) => descriptor.wireName))).toEqual(order(server.collections.map((entity) => entity.name)));
  });

  test.each(SYNCED_COLLECTIONS.map((definition) => [definition.wireName, definition] as const))(
    '%s: one path, and the fields a device sends are the ones the server takes',
    (_name, definition) => {
      const entity = server.collections.find((candidate) => candidate.name === definition.wireName)!;
      const descriptor = defaultEntities.get(definition.localName)!;
      expect(entity.path).toBe(definition.path);
      if (descriptor.kind !== 'collection') throw new Error(`${definition.localName} is not a collection on the device`);
      expect(descriptor.endpoints.list).toBe(`/api${definition.path}`);
      // Besides the fields: the id a device chooses, its creation time, and what it sends with every create.
      const besides = new Set(['id', 'created_at', ...Object.keys(descriptor.createExtras ?? {})]);
      const created = Object.keys((entity.schemas.create as { properties: object }).properties);
      expect(created.filter((field) => !besides.has(field)).sort()).toEqual([...descriptor.fields].sort());
    },
  );
});
