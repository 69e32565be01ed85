import { describe, expect, it } from 'vitest'
import { replaceNumberWords } from './numbers'

describe('replaceNumberWords: the phrasings it rewrites', () => {
  it.each([
    ['since twenty nineteen', 'since 2019'],
    ['desde el dos mil veinte', 'desde el 2020'],
    ['in nineteen ninety eight', 'in 1998'],
    ['nineteen fifty', '19 50'],
    ['52 thousand a year', '52000 a year'],
    ['40 mil al ano', '40000 al ano'],
    ['45 grand', '45000'],
    ['ochocientos a la semana', '800 a la semana'],
    ['four oh one k', '401k'],
    ['a couple', '2'],
    ['a few', '3'],
    ['too years', '2 years'],
    ['an our', 'an hour'],
    ['an hour and a half', '90 minutes'],
    ['two years and a half', '2.5 years'],
    ['2 and a half years', '2.5 years'],
    ['dos anos y medio', '2.5 anos'],
    ['a decade', '10 years'],
  ])('%s -> %s', (text, expected) => {
    expect(replaceNumberWords(text)).toBe(expected)
  })
})
