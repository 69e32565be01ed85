import { describe, expect, it } from 'vitest'
import { BENEFIT_LABELS } from '../../catalogue/benefits'
import { METROS } from '../../vocabulary/metros'
import { ROLES } from '../../vocabulary/roles'
import { US_STATES } from '../../vocabulary/us-states'
import { INTERVIEW_SLOTS } from '../dialogue'
import {
  ASKED_WEIGHT,
  corpusLists,
  domainCorpus,
  expandTemplate,
  questionCorpora,
} from './domain-corpus'
import { dollarWords, numberWords, yearWords } from './spoken-numbers'
import { spokenText, withArticle } from './spoken-text'

describe('the domain corpus', () => {
  const corpus = domainCorpus()
  const text = `\n${corpus.join('\n')}\n`
  const said = (phrase: string) =>
    text.includes(` ${phrase} `) ||
    text.includes(`\n${phrase} `) ||
    text.includes(` ${phrase}\n`) ||
    text.includes(`\n${phrase}\n`)

  it('is lower-case words and single spaces, one sentence a line, the same every time', () => {
    expect(corpus.length).toBeGreaterThan(5000)
    for (const sentence of corpus) expect(sentence).toMatch(/^[a-z0-9']+(?: [a-z0-9']+)*$/)
    expect(domainCorpus()).toEqual(corpus)
  })

  it('says every catalogue job title, town, state and benefit', () => {
    for (const role of ROLES)
      for (const { title } of role.titles) expect(said(spokenText(title)), title).toBe(true)
    for (const metro of METROS)
      for (const town of metro.towns) expect(said(spokenText(town.city)), town.city).toBe(true)
    for (const state of Object.values(US_STATES)) expect(said(spokenText(state)), state).toBe(true)
    for (const label of BENEFIT_LABELS) expect(said(spokenText(label)), label).toBe(true)
  })

  it('says pay, distances, times and years the way candidates do', () => {
    for (const phrase of [
      'nineteen fifty',
      'to twenty dollars an hour',
      'at least nineteen',
      'nothing less than',
      'tops',
      'twenty five miles',
      'forty five minutes',
      'half an hour',
      'since twenty nineteen',
      'since two thousand nineteen',
      'a year and a half',
      'third shift',
      'graveyard',
      'no weekends',
      '401k',
      'forklift operator',
      'dallas texas',
    ])
      expect(said(phrase), phrase).toBe(true)
  })

  it('includes the recruiter questions, which candidates echo', () => {
    expect(said('what kind of work are you looking for')).toBe(true)
  })
})

describe("each question's corpus", () => {
  const lists = corpusLists()
  const whole = domainCorpus(lists)
  const corpora = questionCorpora(lists)
  const times = (corpus: readonly string[], sentence: string) =>
    corpus.filter((line) => line === sentence).length

  it('is the whole corpus, then more of the answers to that question', () => {
    for (const slot of INTERVIEW_SLOTS) {
      expect(corpora[slot].slice(0, whole.length)).toEqual(whole)
      expect(corpora[slot].length).toBeGreaterThan(whole.length)
    }
  })

  it("says the question's own answers and words ASKED_WEIGHT times, others once", () => {
    expect(times(whole, 'half an hour')).toBe(1)
    expect(times(corpora.commute, 'half an hour')).toBe(ASKED_WEIGHT)
    expect(times(corpora.shifts, 'half an hour')).toBe(1)
    expect(times(corpora.shifts, 'graveyard shift')).toBeGreaterThanOrEqual(ASKED_WEIGHT)
    expect(times(corpora.pay, 'graveyard shift')).toBe(times(whole, 'graveyard shift'))
    expect(times(corpora.jobTypes, 'what kind of work are you looking for')).toBe(ASKED_WEIGHT)
    // Long answers and talk around them answer any question: they are not weighed up.
    expect(times(corpora.jobTypes, 'thank you')).toBe(1)
  })
})

describe('a corpus template', () => {
  it('yields one sentence per entry of its longest list, every entry of every list', () => {
    const lists = { job: ['forklift', 'packing', 'assembly'], town: ['dallas', 'reno'] }
    const sentences = expandTemplate('{job} near {town}', lists)
    expect(sentences).toHaveLength(3)
    for (const job of lists.job) expect(sentences.some((s) => s.startsWith(`${job} `))).toBe(true)
    for (const town of lists.town) expect(sentences.some((s) => s.endsWith(` ${town}`))).toBe(true)
    expect(expandTemplate('{job} near {town}', lists, 2)).toHaveLength(2)
    expect(expandTemplate('yes', lists)).toEqual(['yes'])
    expect(() => expandTemplate('{nothing}', lists)).toThrow(/no list 'nothing'/)
  })

  it('has no hole without a list in the real templates', () => {
    expect(() => domainCorpus(corpusLists())).not.toThrow()
  })
})

describe('numbers and text as spoken', () => {
  it('writes numbers, pay and years in words', () => {
    expect(numberWords(0)).toBe('zero')
    expect(numberWords(15)).toBe('fifteen')
    expect(numberWords(40)).toBe('forty')
    expect(numberWords(125)).toBe('one hundred twenty five')
    expect(numberWords(40_000)).toBe('forty thousand')
    expect(numberWords(9001)).toBe('nine thousand one')
    expect(dollarWords(17)).toBe('seventeen')
    expect(dollarWords(19.5)).toBe('nineteen fifty')
    expect(dollarWords(18.05)).toBe('eighteen oh five')
    expect(yearWords(2019)).toEqual(['twenty nineteen', 'two thousand nineteen'])
    expect(yearWords(2005)).toEqual(['two thousand five'])
    expect(yearWords(1998)).toEqual([
      'nineteen ninety eight',
      'one thousand nine hundred ninety eight',
    ])
    expect(() => numberWords(1.5)).toThrow(RangeError)
  })

  it('turns written text into the words said', () => {
    expect(spokenText("What's the lowest pay? For example $17 to $20 an hour.")).toBe(
      "what's the lowest pay for example seventeen dollars to twenty dollars an hour",
    )
    expect(spokenText('401(k)')).toBe('401k')
    expect(spokenText('Bilingual (English/Spanish)')).toBe('bilingual')
    expect(spokenText('Loader/Unloader')).toBe('loader unloader')
    expect(spokenText('Same-day pay')).toBe('same day pay')
    expect(spokenText('Minneapolis-St. Paul')).toBe('minneapolis saint paul')
    expect(withArticle('assembler')).toBe('an assembler')
    expect(withArticle('forklift operator')).toBe('a forklift operator')
  })
})
