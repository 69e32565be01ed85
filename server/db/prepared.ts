import type { Database } from './client'

/**
 * A query built once per database and key (a filter, say), then run with its placeholders.
 * Drizzle spends about 0.5 ms building a query with CTEs, as long as PGlite takes to run one
 * of the dashboard's; on PostgreSQL the statement is also prepared once per connection. The
 * name given to `build` must be unique per key.
 */
export function preparedPerDatabase<Key extends string, Query>(
  build: (db: Database, key: Key) => Query,
): (db: Database, key: Key) => Query {
  const built = new WeakMap<Database, Map<Key, Query>>()
  return (db, key) => {
    let queries = built.get(db)
    if (!queries) built.set(db, (queries = new Map()))
    let query = queries.get(key)
    if (query === undefined) queries.set(key, (query = build(db, key)))
    return query
  }
}
