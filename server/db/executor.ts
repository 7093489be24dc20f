// What services run their queries on: the database itself or an open transaction, interchangeably,
// so a route can wrap several service calls (and the idempotency record) in one transaction.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Executor = PgDatabase<PgQueryResultHKT>;
