import { describe, expect, it } from 'vitest';
import { formatRequisites, isSatisfied, parseRequisites, requisiteCodes } from '../../../../src/lib/catalog/requisites';

describe('requisite expressions', () => {
  it('binds and tighter than or, and reads a comma as and', () => {
    const tree = parseRequisites('cs  1110 AND (math 1110 Or MATH1910), PHYS 2213 or CS 2800');
    expect(formatRequisites(tree)).toBe('CS 1110 and (MATH 1110 or MATH1910) and PHYS 2213 or CS 2800');
    expect(requisiteCodes(tree)).toEqual(['CS 1110', 'MATH 1110', 'MATH1910', 'PHYS 2213', 'CS 2800']);
    expect(isSatisfied(tree, (code) => code === 'CS 2800')).toBe(true);
    expect(isSatisfied(tree, (code) => ['CS 1110', 'MATH1910'].includes(code))).toBe(false);
    expect(isSatisfied(tree, (code) => ['CS 1110', 'MATH1910', 'PHYS 2213'].includes(code))).toBe(true);
  });

  it('reads empty text and None as no requirement', () => {
    expect(parseRequisites('')).toBeNull();
    expect(parseRequisites('  none ')).toBeNull();
    expect(isSatisfied(null, () => false)).toBe(true);
  });

  it('names the unexpected word and its column', () => {
    expect(() => parseRequisites('CS 1110 orr CS 2110')).toThrow('unexpected "orr" at 9');
    expect(() => parseRequisites('CS 1110 and')).toThrow('unexpected end of expression');
    expect(() => parseRequisites('(CS 1110 or CS 2110')).toThrow('unexpected end of expression');
    expect(() => parseRequisites('CS 1110)')).toThrow('unexpected ")" at 8');
    expect(() => parseRequisites('or CS 1110')).toThrow('unexpected "or" at 1');
  });
});
