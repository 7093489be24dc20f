import { expect, test } from 'vitest';
import { pageTotal } from '../../../src/lib/page-total';

test('a page shorter than it asked for is every record, before or against the count', () => {
  expect(pageTotal(3, 5, undefined)).toBe(3);
  expect(pageTotal(0, 60, 7)).toBe(0); // the count still holds links just deleted
  expect(pageTotal(4, 5, 3)).toBe(4); // nor below a just-added one
});

test('a full page waits for the count, which is never taken below the page', () => {
  expect(pageTotal(5, 5, undefined)).toBeUndefined();
  expect(pageTotal(5, 5, 5000)).toBe(5000);
  expect(pageTotal(5, 5, 4)).toBe(5); // the count read before the fifth link came
});
