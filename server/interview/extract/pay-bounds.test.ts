import { describe, expect, it } from 'vitest'
import { extractSlots } from './extract'
import { boundOf } from './pay-bounds'

describe('boundOf', () => {
  it('lets the longest phrase win', () => {
    expect(boundOf('no more than ', '')).toBe('ceiling')
    expect(boundOf('more than ', '')).toBe('floor')
    expect(boundOf('nothing less than ', '')).toBe('floor')
    expect(boundOf('less than ', '')).toBe('ceiling')
  })

  it('reads a denied expectation above the figure as a ceiling', () => {
    expect(boundOf("i don't expect more than ", '')).toBe('ceiling')
    expect(boundOf("i'm not expecting more than ", '')).toBe('ceiling')
    expect(boundOf('i expect more than ', '')).toBe('floor')
  })

  it('reads the words after a figure when none come before', () => {
    expect(boundOf('', ' tops')).toBe('ceiling')
    expect(boundOf('', ' or more')).toBe('floor')
    expect(boundOf('', ' would be great')).toBe('hope')
    expect(boundOf('', ' an hour')).toBeUndefined()
  })
})

const pay = (text: string) =>
  extractSlots(text, { expectedSlot: 'hourlyRateRange' }).hourlyRateRange

describe('floors and ceilings in every phrasing', () => {
  it.each([
    'at least 19',
    'nothing less than 19',
    'no less then 19',
    "can't go under 19 an hour",
    "I wouldn't take anything under 19",
    'nothing under nineteen',
    '19 or more',
    '19 and up',
    '19+',
    '19 minimum',
    '19 min',
    'minimum 19',
    '19 is my minimum',
    'the lowest I would go is 19',
    'no menos de 19',
    '19 o mas',
  ])('%s is a floor', (text) => {
    expect(pay(text)).toEqual({ min: 19 })
  })

  it.each([
    'tops 22',
    '22 tops',
    'up to 22',
    'up too 22',
    'no more than 22',
    'not over 22',
    'max 22',
    '22 max',
    '22 at most',
    'hasta 22',
  ])('%s is a ceiling', (text) => {
    expect(pay(text)).toEqual({ max: 22 })
  })

  it('tops a stated floor with a hope, or takes the hope as the floor', () => {
    expect(pay('pues minimum dieciocho, pero hopefully veinte')).toEqual({ min: 18, max: 20 })
    expect(pay('at least 18 but 20 would be great')).toEqual({ min: 18, max: 20 })
    expect(pay("I'd love 22 but I'd take 18")).toEqual({ min: 18, max: 22 })
    expect(pay('20 would be great')).toEqual({ min: 20 })
  })

  it('keeps a lower figure said in passing out of the range', () => {
    expect(
      pay("I really can't go under nineteen an hour, some places start people at like sixteen"),
    ).toEqual({ min: 19 })
  })

  it('reads a figure said in two parts by its period', () => {
    expect(pay('nineteen fifty')).toEqual({ min: 19.5 })
    expect(pay('like eight fifty a week')).toEqual({ min: 21.25, convertedFrom: 'weekly' })
    expect(pay('diecinueve cincuenta')).toEqual({ min: 19.5 })
  })

  it('converts yearly and weekly figures said in words', () => {
    expect(pay('it was like 52 thousand a year')).toEqual({ min: 25, convertedFrom: 'annual' })
    expect(pay('como 40 mil al año')).toEqual({ min: 19.23, convertedFrom: 'annual' })
    expect(pay('ochocientos a la semana')).toEqual({ min: 20, convertedFrom: 'weekly' })
  })

  it('reads ranges, also with a homophone', () => {
    expect(pay('eighteen too twenty')).toEqual({ min: 18, max: 20 })
    expect(pay('de 18 a 20')).toEqual({ min: 18, max: 20 })
  })

  it('reads a figure to start as pay in an answer to another question', () => {
    expect(extractSlots("packer, I'd take 17 to start").hourlyRateRange).toEqual({ min: 17 })
  })
})
