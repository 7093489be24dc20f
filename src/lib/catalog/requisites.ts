// Prerequisite and corequisite expressions of docs/catalog-format.md: course codes joined by `and` / `or` (any case)
// with parentheses, `and` binding tighter than `or`, a comma meaning `and`. Empty text or "None" means
// no requirement. A code is a subject and a number (`CS 2110`, `CS2110`, `MATH-101`); anything else is a
// syntax error naming the word and its 1-based column, e.g. `unexpected "orr" at 9`.
import { codeKey } from './course-code';

export type Requisite = { kind: 'course'; code: string } | { kind: 'all'; of: Requisite[] } | { kind: 'any'; of: Requisite[] };

class RequisiteSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequisiteSyntaxError';
  }
}

interface Token {
  text: string;
  column: number;
}

const SUBJECT = /^[A-Za-z][A-Za-z&.-]*$/;
const NUMBER = /^\d[\w.-]*$/;
const JOINED_CODE = /^[A-Za-z][A-Za-z&.]*-?\d[\w.-]*$/;

/** The expression's tree, or null when there is no requirement. Throws RequisiteSyntaxError. */
export function parseRequisites(text: string | null | undefined): Requisite | null {
  if (!text || text.trim() === '' || /^\s*none\s*$/i.test(text)) return null;
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position];
  const isWord = (token: Token | undefined, word: string) => token?.text.toLowerCase() === word;
  const unexpected = (token: Token | undefined): never => {
    throw new RequisiteSyntaxError(token ? `unexpected "${token.text}" at ${token.column}` : 'unexpected end of expression');
  };

  function anyOf(): Requisite {
    const options = [allOf()];
    while (isWord(peek(), 'or')) {
      position++;
      options.push(allOf());
    }
    return options.length === 1 ? options[0]! : { kind: 'any', of: options };
  }

  function allOf(): Requisite {
    const parts = [primary()];
    while (isWord(peek(), 'and') || peek()?.text === ',') {
      position++;
      parts.push(primary());
    }
    return parts.length === 1 ? parts[0]! : { kind: 'all', of: parts };
  }

  function primary(): Requisite {
    const token = peek();
    if (token?.text === '(') {
      position++;
      const inner = anyOf();
      if (peek()?.text !== ')') unexpected(peek());
      position++;
      return inner;
    }
    if (!token || isWord(token, 'and') || isWord(token, 'or')) return unexpected(token);
    if (JOINED_CODE.test(token.text)) {
      position++;
      return { kind: 'course', code: codeKey(token.text) };
    }
    const number = tokens[position + 1];
    if (SUBJECT.test(token.text) && number && NUMBER.test(number.text)) {
      position += 2;
      return { kind: 'course', code: codeKey(`${token.text} ${number.text}`) };
    }
    return unexpected(SUBJECT.test(token.text) ? number : token);
  }

  const tree = anyOf();
  if (position < tokens.length) unexpected(peek());
  return tree;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /[(),]|[^\s(),]+/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) tokens.push({ text: match[0], column: match.index + 1 });
  return tokens;
}

/** Every code the expression names, each once, in order of appearance. */
export function requisiteCodes(requisite: Requisite | null): string[] {
  const codes = new Set<string>();
  const visit = (node: Requisite) => (node.kind === 'course' ? codes.add(node.code) : node.of.forEach(visit));
  if (requisite) visit(requisite);
  return [...codes];
}

/** Whether the expression holds when `isMet` says which codes are met. No requirement always holds. */
export function isSatisfied(requisite: Requisite | null, isMet: (code: string) => boolean): boolean {
  if (!requisite) return true;
  if (requisite.kind === 'course') return isMet(requisite.code);
  return requisite.kind === 'all' ? requisite.of.every((part) => isSatisfied(part, isMet)) : requisite.of.some((part) => isSatisfied(part, isMet));
}

/** Canonical text: `CS 1110 and (MATH 1110 or MATH 1910)`. */
export function formatRequisites(requisite: Requisite | null): string {
  if (!requisite) return '';
  if (requisite.kind === 'course') return requisite.code;
  const joiner = requisite.kind === 'all' ? ' and ' : ' or ';
  return requisite.of.map((part) => (part.kind === 'any' && requisite.kind === 'all' ? `(${formatRequisites(part)})` : formatRequisites(part))).join(joiner);
}
