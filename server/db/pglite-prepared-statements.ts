import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

/**
 * PGlite's query() sends every statement in six round trips into the WebAssembly engine (parse,
 * describe, bind, describe, execute, sync), and parses and plans it each time: about 0.45 ms
 * for a primary-key lookup, most of the embedded server's time on the dashboard's calls. Here
 * a statement is parsed once as a named prepared statement, then each run is one round trip
 * (bind, describe, execute, sync): about 0.15 ms. Results are read by PGlite's own parser, so
 * rows, types and errors are as query() gives them.
 */

/** Statements that are worth keeping prepared: the app's reads and writes, not DDL or scripts. */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i

/** A bound on the server's memory; beyond it a new text takes PGlite's own path. */
const MAX_PREPARED_STATEMENTS = 1000

/** PostgreSQL's answer when a table changed under a prepared statement's result type. */
const STALE_PLAN = 'cached plan must not change result type'

interface PreparedStatement {
  name: string
  /** The type of each parameter, as PostgreSQL inferred it: for PGlite's serializers. */
  parameterTypes: number[]
}

const { serialize } = protocol

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}

const isStalePlan = (error: unknown): boolean =>
  error instanceof Error && error.message.includes(STALE_PLAN)

class PreparedStatements {
  readonly #client: PGlite
  readonly #statements = new Map<string, PreparedStatement>()
  #counter = 0

  constructor(client: PGlite) {
    this.#client = client
  }

  /** PGlite's query(), for any text, with the same locks: it waits for open transactions. */
  query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    if (!this.#worthPreparing(text, options)) return this.#client.query<T>(text, params, options)
    return this.#client._runExclusiveTransaction(() =>
      this.#client._runExclusiveQuery(async () => {
        try {
          return await this.#run<T>(text, params, options)
        } catch (error) {
          if (!isStalePlan(error)) throw error
          // A migration changed a table the statement reads: prepare it anew, once.
          await this.#forget(text)
          return this.#run<T>(text, params, options)
        }
      }),
    )
  }

  #worthPreparing(text: string, options: QueryOptions | undefined): boolean {
    if (options?.blob || options?.paramTypes || !PREPARABLE.test(text)) return false
    return this.#statements.has(text) || this.#statements.size < MAX_PREPARED_STATEMENTS
  }

  async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = await this.#prepared(text)
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null
      const type = statement.parameterTypes[index] ?? 0
      const serializer = options?.serializers?.[type] ?? this.#client.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    const { messages } = await this.#client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    )
    await this.#client.syncToFs()
    const [result] = parse.parseResults(messages, this.#client.parsers, options)
    return result as Results<T>
  }

  async #prepared(text: string): Promise<PreparedStatement> {
    const known = this.#statements.get(text)
    if (known) return known
    this.#counter += 1
    const name = `hirelane_${this.#counter}`
    const { messages } = await this.#client.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    )
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) }
    this.#statements.set(text, statement)
    return statement
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#statements.get(text)
    if (!statement) return
    this.#statements.delete(text)
    await this.#client.execProtocol(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      { syncToFs: false },
    )
  }
}

/**
 * The PGlite client drizzle is given: queries go through prepared statements, everything else
 * (transactions, exec, close) is PGlite's own, called on PGlite itself so its private state holds.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const statements = new PreparedStatements(client)
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return statements.query
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value
    },
  })
}
