import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findLiteralTexts, findLiteralTextsIn } from './find-literal-texts'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('no component renders a literal text outside the catalogues', () => {
  it('finds JSX text, a string child and a read prop, and leaves code, classes and symbols alone', () => {
    const found = findLiteralTextsIn(
      'x.tsx',
      `export const X = () => (
        <section className="hero wide" data-testid="hero" id="top">
          <h1>Find a job</h1>
          {'Loading'}
          <input placeholder="Your name" aria-label={'Name'} type="text" />
          <img alt={\`Photo of \${name}\`} src="/a.png" />
          <span>{texts.ok} · 100%</span>
        </section>
      )`,
    )
    expect(found.map((entry) => entry.text)).toEqual([
      'Find a job',
      'Loading',
      'Your name',
      'Name',
      'Photo of',
    ])
  })

  it('finds none in src/', () => {
    expect(findLiteralTexts(root)).toEqual([])
  })
})
