import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { withPreparedStatements } from './pglite-prepared-statements'

describe('PGlite through prepared statements', () => {
  let pglite: PGlite
  let client: PGlite

  beforeAll(async () => {
    pglite = await PGlite.create()
    client = withPreparedStatements(pglite)
    await pglite.exec(`
      create table people (
        id serial primary key, name text not null unique, born date, tags text[],
        profile jsonb, seen_at timestamptz, active boolean
      )`)
  })
  afterAll(() => pglite.close())

  it('answers as PGlite answers: rows, fields, affected rows and parsed types', async () => {
    const values = ['Ana', '1990-05-01', ['forklift', 'nights'], { shift: 'nights' }]
    const text =
      'insert into people (name, born, tags, profile, seen_at, active) values ($1, $2, $3, $4, $5, $6) returning *'
    const seenAt = new Date('2026-11-23T10:00:00Z')
    const prepared = await client.query(text, [...values, seenAt, true])
    const plain = await pglite.query(text.replace('Ana', 'x'), [
      'Bea',
      ...values.slice(1),
      seenAt,
      true,
    ])
    expect(prepared.fields).toEqual(plain.fields)
    expect(prepared.affectedRows).toBe(1)
    expect(prepared.rows[0]).toMatchObject({
      name: 'Ana',
      tags: ['forklift', 'nights'],
      profile: { shift: 'nights' },
      seen_at: seenAt,
      active: true,
    })

    const select = 'select name, born from people where name = $1'
    for (const name of ['Ana', 'Bea', 'Ana']) {
      expect(await client.query(select, [name])).toEqual(await pglite.query(select, [name]))
    }
    const arrays = await client.query<string[]>('select name from people order by id', [], {
      rowMode: 'array',
    })
    expect(arrays.rows).toEqual([['Ana'], ['Bea']])
  })

  it('parses a statement once, then runs it in one round trip', async () => {
    const spy = vi.spyOn(pglite, 'execProtocol')
    try {
      const text = 'select id from people where name = $1 and $2::int > 0'
      await client.query(text, ['Ana', 1])
      expect(spy).toHaveBeenCalledTimes(2)
      spy.mockClear()
      await client.query(text, ['Bea', 2])
      await client.query(text, ['Ana', 3])
      expect(spy).toHaveBeenCalledTimes(2)
    } finally {
      spy.mockRestore()
    }
  })

  it('gives null for null and undefined parameters', async () => {
    const result = await client.query<{ missing: null; absent: null }>(
      'select $1::text as missing, $2::int as absent',
      [null, undefined],
    )
    expect(result.rows).toEqual([{ missing: null, absent: null }])
  })

  it('throws the database error, and the next statement runs normally', async () => {
    await expect(
      client.query('insert into people (name) values ($1)', ['Ana']),
    ).rejects.toMatchObject({ code: '23505' })
    await expect(client.query('select * from nowhere where id = $1', [1])).rejects.toMatchObject({
      code: '42P01',
    })
    const count = await client.query<{ count: number }>('select count(*)::int as count from people')
    expect(count.rows).toEqual([{ count: 2 }])
  })

  it('prepares a statement anew when a table changes under it', async () => {
    const text = 'select * from people where name = $1'
    expect(Object.keys((await client.query(text, ['Ana'])).rows[0] as object)).not.toContain('city')
    await pglite.exec('alter table people add column city text')
    expect(Object.keys((await client.query(text, ['Ana'])).rows[0] as object)).toContain('city')
  })

  it('runs DDL and scripts on PGlite’s own path', async () => {
    await client.query('create table scratch (id int)')
    await client.query('drop table scratch')
  })

  it('waits for an open transaction, and transactions still work through the client', async () => {
    const order: string[] = []
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = client.transaction(async (tx) => {
      await tx.query('update people set active = false where name = $1', ['Ana'])
      order.push('updated in transaction')
      await held
      order.push('committing')
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const read = client
      .query<{ active: boolean }>('select active from people where name = $1', ['Ana'])
      .then((result) => {
        order.push('read')
        return result.rows[0]?.active
      })
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await transaction
    expect(await read).toBe(false)
    expect(order).toEqual(['updated in transaction', 'committing', 'read'])
  })
})
