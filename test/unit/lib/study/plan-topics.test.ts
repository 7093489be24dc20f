// Topics read from a plan's description: lines, bullets, lists in a sentence, and filler left out.
import { describe, expect, it } from 'vitest';
import { extractTopics } from '../../../../src/lib/study/plan-topics';

describe('extractTopics', () => {
  it('splits sentences and the lists inside them, dropping filler', () => {
    expect(extractTopics('I need to study for my midterm on graph algorithms, dynamic programming and greedy methods. Also review recursion.')).toEqual([
      'Graph algorithms',
      'Dynamic programming',
      'Greedy methods',
      'Recursion',
    ]);
  });

  it('reads bullets, numbers and semicolons, and keeps a phrase with "and" whole', () => {
    expect(extractTopics('- Linked lists\n* Hash tables; heaps\n2) Pros and cons of B-trees\n\n#   Big-O')).toEqual([
      'Linked lists',
      'Hash tables',
      'Heaps',
      'Pros and cons of B-trees',
      'Big-O',
    ]);
  });

  it('removes markdown syntax, pipes and duplicates, and shortens long topics', () => {
    const topics = extractTopics(['**Krebs cycle** | ATP', 'krebs cycle / atp', '<em>Glycolysis</em> `[notes]`', 'word '.repeat(30)].join('\n'));
    expect(topics.slice(0, 2)).toEqual(['Krebs cycle / ATP', 'Glycolysis notes']);
    expect(topics[2]!.length).toBeLessThanOrEqual(60);
    expect(topics[2]!.endsWith('…')).toBe(true);
  });

  it('finds nothing in an empty or filler description', () => {
    expect(extractTopics('')).toEqual([]);
    expect(extractTopics('  \n - \n etc. ...')).toEqual([]);
  });
});
