import { describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { outputChunk } from './testing/output-chunk'
import { shellPreloads } from './shell-preloads'

const chunk = outputChunk

function tagsFor(bundle: Rollup.OutputChunk[]): string {
  const plugin = shellPreloads('/src/app/guards/require-candidate.ts')
  const generate = plugin.generateBundle as (options: unknown, bundle: Rollup.OutputBundle) => void
  generate({}, Object.fromEntries(bundle.map((output) => [output.fileName, output])))
  return plugin.tags()
}

describe('shell preloads', () => {
  it('preloads the guard and what it imports, but not what the entry already loads', () => {
    const tags = tagsFor([
      chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', []),
      chunk('assets/guard.js', ['assets/react.js', 'assets/http.js'], {
        facadeModuleId: '/work/app/src/app/guards/require-candidate.ts',
      }),
      chunk('assets/http.js', ['assets/schemas.js']),
      chunk('assets/schemas.js', []),
      chunk('assets/dashboard.js', ['assets/http.js']),
    ])
    expect(tags).toBe(
      ['assets/guard.js', 'assets/http.js', 'assets/schemas.js']
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join(''),
    )
  })

  it('preloads the shared chunk the guard was grouped into, and what it imports', () => {
    const tags = tagsFor([
      chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', []),
      chunk('assets/signed-in.js', ['assets/react.js', 'assets/signed-in-libraries.js'], {
        moduleIds: [
          '/work/app/src/shared/http/request-json.ts',
          '/work/app/src/app/guards/require-candidate.ts',
        ],
      }),
      chunk('assets/signed-in-libraries.js', []),
    ])
    expect(tags).toBe(
      ['assets/signed-in.js', 'assets/signed-in-libraries.js']
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join(''),
    )
  })

  it('fails the build when no chunk holds the guard', () => {
    expect(() => tagsFor([chunk('assets/index.js', [], { isEntry: true })])).toThrow(/no chunk for/)
  })
})
