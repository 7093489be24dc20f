// A write still under way: the next call of an async method waits until `finish()` is called (as a write
// IndexedDB has not answered yet), then runs as it would have. The spy is returned, so that a test can make
// a later call fail (spy.mockRejectedValueOnce).
import { vi } from 'vitest';

type AsyncMethod = (...args: never[]) => Promise<unknown>;

export function holdNextCall<K extends string>(object: Record<K, AsyncMethod>, method: K) {
  const real = object[method];
  let release!: () => void;
  // Spied as an object with one async method: Vitest's types cannot follow a generic key.
  const spy = vi.spyOn(object as unknown as { held: AsyncMethod }, method as unknown as 'held');
  spy.mockImplementationOnce(
    ((...args: never[]) => new Promise((resolve, reject) => (release = () => void real.apply(object, args).then(resolve, reject)))) as AsyncMethod,
  );
  return { spy, finish: () => release() };
}
