import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is stopped, stopping, starting or lost, inside drizzle', () => {
    for (const cause of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(cause)).toBe(true)
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], cause))).toBe(true)
    }
  })

  it('leaves every other error a fault of ours (500)', () => {
    for (const error of [
      new Error('boom'),
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false)
    }
  })
})
