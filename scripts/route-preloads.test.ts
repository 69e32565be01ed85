import { describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { outputChunk } from './testing/output-chunk'
import { routePreloads, type RoutePreload } from './route-preloads'

const ROUTES = '/work/app/src/routes'
const split = (routeFile: string) => `${ROUTES}/${routeFile}.tsx?tsr-split=component---loader`

const chunk = outputChunk

function preloadsFor(bundle: Rollup.OutputChunk[]): RoutePreload[] {
  const emitted: { fileName: string; source: string }[] = []
  const plugin = routePreloads()
  const generate = plugin.generateBundle as (
    this: { emitFile(file: { fileName: string; source: string }): void },
    options: unknown,
    bundle: Rollup.OutputBundle,
  ) => void
  generate.call(
    { emitFile: (file) => void emitted.push(file) },
    {},
    Object.fromEntries(bundle.map((output) => [output.fileName, output])),
  )
  expect(emitted.map((file) => file.fileName)).toEqual(['route-preloads.json'])
  return JSON.parse(emitted[0]!.source) as RoutePreload[]
}

describe('route preloads', () => {
  const bundle = [
    chunk('assets/index.js', ['assets/boot.js'], { isEntry: true, moduleIds: [] }),
    chunk('assets/boot.js', ['assets/runtime.js']),
    chunk('assets/runtime.js', []),
    chunk('assets/signed-in.js', ['assets/boot.js']),
    chunk('assets/authenticated.js', ['assets/signed-in.js'], {
      facadeModuleId: split('_authenticated'),
    }),
    chunk('assets/app-layout.js', ['assets/signed-in.js', 'assets/header.js'], {
      facadeModuleId: split('_authenticated/_app'),
    }),
    chunk('assets/header.js', []),
    chunk('assets/dashboard.js', ['assets/cards.js', 'assets/boot.js'], {
      facadeModuleId: split('_authenticated/_app/dashboard.index'),
    }),
    chunk('assets/cards.js', []),
    chunk('assets/dashboard-detail.js', ['assets/cards.js'], {
      facadeModuleId: split('_authenticated/_app/dashboard.$jobId'),
    }),
    chunk('assets/login.js', [], { facadeModuleId: split('login') }),
  ]
  const byPath = new Map(preloadsFor(bundle).map((route) => [route.path, route.files]))

  it('lists each screen by its path, pathless layouts and index taking no segment', () => {
    expect([...byPath.keys()].sort()).toEqual(['/dashboard', '/dashboard/$jobId', '/login'])
  })

  it('names the shell’s scripts first, then the screen’s, its layouts’ and what they import', () => {
    const dashboard = byPath.get('/dashboard') ?? []
    expect(dashboard.slice(0, 2)).toEqual(['/assets/boot.js', '/assets/runtime.js'])
    expect(dashboard.slice(2).sort()).toEqual(
      [
        '/assets/app-layout.js',
        '/assets/authenticated.js',
        '/assets/cards.js',
        '/assets/dashboard.js',
        '/assets/header.js',
        '/assets/signed-in.js',
      ].sort(),
    )
    expect(byPath.get('/dashboard/$jobId')).toContain('/assets/dashboard-detail.js')
    expect(byPath.get('/dashboard/$jobId')).not.toContain('/assets/dashboard.js')
    expect(byPath.get('/login')).toEqual([
      '/assets/boot.js',
      '/assets/runtime.js',
      '/assets/login.js',
    ])
  })

  it('leaves out the entry chunk Vite empties and drops', () => {
    for (const files of byPath.values()) expect(files).not.toContain('/assets/index.js')
  })
})
