// Topics for a week of study, read from the plan's free-text description: one per line or bullet, and
// lines split further at semicolons, commas and sentence ends, with filler such as "I need to review"
// dropped. Nothing inside parentheses or a course code is ever a place to split: "Chapters 5-7
// (sampling distributions, CLT)" is one topic. Each topic is cleaned of characters that markdown or the
// schedule table would read as syntax.

const MAX_TOPIC_LENGTH = 60;
const LEADING_FILLER = [
  /^(?:and|also|then|plus|or|but|so|finally|next|first|second|third|lastly)\b[\s,:]*/i,
  /^(?:i|we)\s+(?:really\s+)?(?:need|want|have|plan|hope|would like|'d like)\s+to\s+/i,
  /^(?:i'm|i am|we're|we are)\s+(?:going\s+to|trying\s+to)\s+/i,
  /^(?:study|studying|review|reviewing|learn|learning|practice|practise|practicing|cover|covering|revise|revising|go over|work on|focus on|understand)\b[\s:]*/i,
  /^(?:for|before)\s+(?:my|the|our|this week's|next week's)?\s*(?:midterm|final|exam|quiz|test)s?\s*(?:on|about|in|covering|:)?\s+/i,
  /^(?:the|a|an|some|my|our)\s+/i,
];
const FILLER_ONLY = /^(?:etc|and so on|stuff|things|it|this|that|them|everything|rest|the rest|more)$/i;

/** Normalises a piece of free text to something safe in a markdown table cell and a list item. */
export function plainText(text: string): string {
  return text
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/\|/g, '/')
    .replace(/[\\`*~<>[\]{}]/g, '')
    .replace(/^[#>\s+-]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Shortens `text` to at most `limit` characters, at a word boundary when one is near, with an ellipsis. */
export function shorten(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The distinct topics of a description, in the order written. */
export function extractTopics(description: string): string[] {
  return topicsOf(descriptionPieces(description).map((piece) => piece.text));
}

/** The distinct topics among `pieces` (as descriptionPieces gives them), in order. */
export function topicsOf(pieces: string[]): string[] {
  const topics: string[] = [];
  const seen = new Set<string>();
  for (const piece of pieces) {
    const topic = topicText(piece);
    const key = topic.toLowerCase();
    if (!topic || seen.has(key)) continue;
    seen.add(key);
    topics.push(topic);
  }
  return topics;
}

/** A piece of a description as a topic's name, '' when it names none. */
export function topicText(piece: string): string {
  const topic = shorten(tidy(piece), MAX_TOPIC_LENGTH);
  return topic.length < 2 || !/[\p{L}\p{N}]/u.test(topic) || FILLER_ONLY.test(topic) ? '' : topic;
}

// Characters that split a list stand in for themselves inside parentheses and course codes while the
// line is cut up, and are put back after.
const GUARDED: Record<string, string> = { ',': '\uE000', ';': '\uE001', '.': '\uE002', '!': '\uE003', '?': '\uE004', ' ': '\uE005', '&': '\uE006' };
const UNGUARDED = Object.fromEntries(Object.entries(GUARDED).map(([plain, guard]) => [guard, plain]));
const COURSE_CODE = /(?<![\p{L}\p{N}])\p{Lu}{2,5}(?:\/\p{Lu}{2,5})?[\s-]?\d{3,4}\p{Lu}?(?![\p{L}\p{N}])/gu;

function guarded(line: string): string {
  let depth = 0;
  let out = '';
  for (const char of line.replace(COURSE_CODE, (code) => code.replace(/\s/g, GUARDED[' ']!))) {
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    // An unclosed parenthesis guards the rest of its line: the student meant it as one aside.
    out += depth > 0 && GUARDED[char] ? GUARDED[char] : char;
  }
  return out;
}

const unguarded = (text: string) => text.replace(/[\uE000-\uE006]/g, (guard) => UNGUARDED[guard]!);

/** A description cut where a reader would cut it, each piece with the line it came from (0-based). */
export function descriptionPieces(description: string): { text: string; line: number }[] {
  return description.split(/\r\n|\r|\n/).flatMap((line, index) => linePieces(line).map((text) => ({ text, line: index })));
}

function linePieces(rawLine: string): string[] {
  // Bullets, numbers and headings mark an item; what follows is the topic.
  const line = guarded(rawLine.replace(/^\s*(?:[-*+•]|\d{1,3}[.)]|#{1,6})\s+/, '').trim());
  const result: string[] = [];
  if (!line) return result;
  // Sentence ends ('. ' before a capital or a digit, '!', '?') and semicolons always separate.
  for (const sentence of line.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}])|[;!?]+\s*/u)) {
    // Commas separate a list ("graphs, trees and heaps"); " and " splits the list's last item only
    // when the sentence is a list, so "pros and cons" stays whole.
    const parts = sentence.split(/,\s*/);
    if (parts.length >= 2 && parts[parts.length - 1]!.split(/\s+/).length <= 6) {
      const last = parts.pop()!;
      result.push(...parts, ...last.split(/\s+(?:and|&|or)\s+/i));
    } else {
      result.push(...parts);
    }
  }
  return result.map(unguarded);
}

function tidy(piece: string): string {
  let text = plainText(piece).replace(/[\s.,:;]+$/, '');
  for (let changed = true; changed;) {
    changed = false;
    for (const filler of LEADING_FILLER) {
      const stripped = text.replace(filler, '');
      if (stripped !== text && stripped.length >= 2) {
        text = stripped;
        changed = true;
      }
    }
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}
