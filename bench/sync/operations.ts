// A reproducible day of offline bookmark work: creates, edits (mostly of recent links) and deletes.

export type Operation =
  | { op: 'create'; id: string; title: string; url: string; description: string }
  | { op: 'update'; id: string; changes: { title?: string; description?: string } }
  | { op: 'delete'; id: string };

/** mulberry32: a tiny seeded PRNG, so every run replays the same operations. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateOperations(count: number, newId: () => string, seed = 42): Operation[] {
  const next = random(seed);
  const live: string[] = [];
  const operations: Operation[] = [];
  for (let i = 0; i < count; i++) {
    const roll = next();
    if (!live.length || roll < 0.4) {
      const id = newId();
      live.push(id);
      operations.push({ op: 'create', id, title: `Link ${i}`, url: `https://site${i}.example/`, description: '' });
    } else {
      // People mostly edit what they just added.
      const index = Math.max(0, live.length - 1 - Math.floor(next() * Math.min(live.length, 20)));
      const id = live[index]!;
      if (roll < 0.85) {
        operations.push({ op: 'update', id, changes: roll < 0.6 ? { title: `Link edited at ${i}` } : { description: `Note ${i}` } });
      } else {
        live.splice(index, 1);
        operations.push({ op: 'delete', id });
      }
    }
  }
  return operations;
}
