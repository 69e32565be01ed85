import { describe, expect, it } from 'vitest'

/**
 * Every catalogue folder (`texts/` or `*-texts/`) has an en.ts and an es.ts with the same keys,
 * the same kinds of entries and the same placeholders. Types already refuse a
 * missing key; this also catches a Spanish text that drops or invents a `${placeholder}`.
 */
const english = import.meta.glob<Record<string, unknown>>('/src/**/*texts/en.ts', { eager: true })
const spanish = import.meta.glob<Record<string, unknown>>('/src/**/*texts/es.ts', { eager: true })

/** A catalogue module exports its one table. */
const tableOf = (module: Record<string, unknown>) => {
  const tables = Object.values(module)
  expect(tables).toHaveLength(1)
  return tables[0]
}

/** Arguments whose every appearance in a text can be found again. */
const SENTINEL_STRINGS = ['⟦a⟧', '⟦b⟧', '⟦c⟧', '⟦d⟧']
const SENTINEL_NUMBERS = [7331, 8442, 9553, 6224]

const shown = (sentinels: readonly (string | number)[], text: string) =>
  sentinels.filter((sentinel) => text.includes(String(sentinel)))

type Difference = string

function compare(path: string, en: unknown, es: unknown, differences: Difference[]): void {
  if (typeof en !== typeof es || Array.isArray(en) !== Array.isArray(es)) {
    differences.push(`${path}: ${typeof en} in English, ${typeof es} in Spanish`)
    return
  }
  if (typeof en === 'function' && typeof es === 'function') {
    if (en.length !== es.length)
      differences.push(`${path}: ${en.length} vs ${es.length} parameters`)
    for (const sentinels of [SENTINEL_STRINGS, SENTINEL_NUMBERS]) {
      const args = sentinels.slice(0, en.length)
      let enOut: unknown
      let esOut: unknown
      try {
        enOut = en(...args)
        esOut = es(...args)
      } catch {
        continue // these arguments are not of the kind the function takes
      }
      if (typeof enOut === 'string' && typeof esOut === 'string') {
        const missing = shown(args, enOut).filter(
          (arg) => !shown(args, esOut as string).includes(arg),
        )
        const extra = shown(args, esOut).filter(
          (arg) => !shown(args, enOut as string).includes(arg),
        )
        if (missing.length || extra.length)
          differences.push(`${path}: placeholders differ ('${enOut}' / '${esOut}')`)
      } else compare(`${path}()`, enOut, esOut, differences)
    }
    return
  }
  if (en && es && typeof en === 'object') {
    const enKeys = Object.keys(en).sort()
    const esKeys = Object.keys(es as object).sort()
    if (enKeys.join() !== esKeys.join())
      differences.push(`${path}: keys differ (${enKeys.join()} / ${esKeys.join()})`)
    for (const key of enKeys)
      if (key in (es as object))
        compare(`${path}.${key}`, (en as never)[key], (es as never)[key], differences)
  }
}

describe('catalogue parity', () => {
  it('finds the catalogues, each with its Spanish twin', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0)
    expect(Object.keys(spanish).sort()).toEqual(
      Object.keys(english)
        .map((path) => path.replace(/en\.ts$/, 'es.ts'))
        .sort(),
    )
  })

  it.each(Object.keys(english))('%s and its es.ts say the same things', (path) => {
    const differences: Difference[] = []
    const es = spanish[path.replace(/en\.ts$/, 'es.ts')]
    compare('', tableOf(english[path]!), es && tableOf(es), differences)
    expect(differences).toEqual([])
  })

  it('notices a dropped placeholder and a missing key', () => {
    const differences: Difference[] = []
    compare(
      '',
      { a: (name: string) => `Hi ${name}`, b: 'x', c: { d: 'y' } },
      { a: () => 'Hola', b: 'x', c: {} },
      differences,
    )
    expect(differences).toContain('.a: 1 vs 0 parameters')
    expect(differences).toContain(".a: placeholders differ ('Hi ⟦a⟧' / 'Hola')")
    expect(differences).toContain('.c: keys differ (d / )')
  })
})
