import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/** A prepared statement's named parameter. */
export const placeholder = (name: string) => sql.placeholder(name);

/**
 * A prepared statement of a hot call, built once per database handle (PostgreSQL plans it once per
 * connection): building a drizzle query on every call cost more CPU than running it.
 */
export function preparedOnce<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
