// Reads a failed query's error for the two things the server needs: is it the database refusing a value
// (SQLSTATE class 22, "data exception": a date out of range, a malformed number, a NUL byte), and what can
// be logged about it. Both drivers (PGlite, postgres.js) put the SQLSTATE in `code`; drizzle wraps their
// error in one whose message, like the driver error's own message and detail, carries the query's
// parameters, which are what students typed. Logs get the SQL text, the code and schema names, never values.

export interface DatabaseFailure {
  /** SQLSTATE, when the database answered at all (not for a lost connection, say). */
  code?: string;
  /** The SQL text with its $n placeholders: no values. */
  query?: string;
  /** Where in the database it failed, and what: identifiers, not data. */
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** The code or name of a non-database cause (ECONNREFUSED…). */
  cause?: string;
  /** The stack frames of the error that reached us, without its message. */
  frames?: string;
}

interface ErrorFields {
  code?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  routine?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  // postgres.js spells these out.
  table_name?: unknown;
  column_name?: unknown;
  constraint_name?: unknown;
  name?: unknown;
  stack?: unknown;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

/** What is safe to log about a failed query; undefined when the error did not come from a query. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  const chain = causeChain(error);
  const reported = chain.find((e) => typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string');
  const query = chain.find((e) => typeof e.query === 'string');
  if (!reported && !query) return undefined;
  const failure: DatabaseFailure = {
    code: text(reported?.code),
    query: text(query?.query),
    routine: text(reported?.routine),
    table: text(reported?.table) ?? text(reported?.table_name),
    column: text(reported?.column) ?? text(reported?.column_name),
    constraint: text(reported?.constraint) ?? text(reported?.constraint_name),
    frames: framesOf(chain[0]?.stack),
  };
  if (!reported) {
    const cause = chain.at(-1);
    failure.cause = text(cause?.code) ?? text(cause?.name);
  }
  return Object.fromEntries(Object.entries(failure).filter(([, value]) => value !== undefined)) as DatabaseFailure;
}

/** SQLSTATE class 22: the value, not the server, is at fault, so the request can be refused with a 400. */
export function isDataException(failure: DatabaseFailure): boolean {
  return failure.code?.startsWith('22') ?? false;
}

function causeChain(error: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  let current = error;
  while (current !== null && typeof current === 'object' && chain.length < MAX_CAUSES) {
    chain.push(current as ErrorFields);
    current = (current as ErrorFields).cause;
  }
  return chain;
}

function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  // The first lines are "Name: message", and the message may run over several lines (drizzle's does).
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
