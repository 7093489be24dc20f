// A PostgreSQL transaction whose BEGIN travels with its first statement. postgres.js's own `begin` waits for
// BEGIN's answer before running anything, which costs every write of the API a round trip of its own: a
// socket write, the server process woken, an answer read (the API's writes are bound by exactly that, see
// bench/api). Here BEGIN is sent and the body runs at once; postgres.js queues the body's first statements
// behind it on the same connection and sends them in the same write.
//
// Sending a statement before BEGIN has answered is safe because the server runs a connection's statements in
// order, and BEGIN on an idle connection of ours cannot fail but with the connection itself, which fails
// every statement after it too. It is still checked before COMMIT.
import type { ReservedSql, Sql } from 'postgres';

type Body<T> = (transaction: Sql) => Promise<T>;

export async function beginPipelined<T>(sql: Sql, body: Body<T>): Promise<T> {
  const connection = await sql.reserve();
  try {
    const begun = connection.unsafe('begin').execute();
    // Its failure is read below; until then it must not count as unhandled.
    begun.catch(() => {});
    let result: T;
    try {
      result = await body(withSavepoints(connection));
      await begun;
    } catch (error) {
      await connection.unsafe('rollback').catch(() => {});
      throw error;
    }
    await connection.unsafe('commit');
    return result;
  } finally {
    connection.release();
  }
}

/** The connection, with the `savepoint` of postgres.js's transactions (Drizzle's nested transactions use it). */
function withSavepoints(connection: ReservedSql): Sql {
  let count = 0;
  const savepoint = async <T>(...args: [Body<T>] | [string, Body<T>]): Promise<T> => {
    const body = args.length === 1 ? args[0] : args[1];
    const name = `s${count++}`;
    await connection.unsafe(`savepoint ${name}`);
    try {
      return await body(handle);
    } catch (error) {
      await connection.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  const handle = new Proxy(connection, {
    get: (target, property, receiver) => (property === 'savepoint' ? savepoint : (Reflect.get(target, property, receiver) as unknown)),
  }) as unknown as Sql;
  return handle;
}
