import { describe, expect, it } from 'vitest'
import { domainLexicon, parseCmudict, pronounceMissing, writeDictionary } from './pronunciations'

const CMUDICT = parseCmudict(
  [
    "'bout B AW T",
    'boling B OW L IH NG',
    'brook B R UH K',
    'dental D EH N T AH L',
    'dental(2) D EH N AH L',
    'forklift F AO R K L IH F T',
    'i AY',
    'need N IY D',
    'nights N AY T S',
    'whites W AY T S',
    'whitest W AY T AH S T',
    'town T AW N',
    'own OW N # a comment',
  ].join('\n'),
)

describe('the pronunciation dictionary', () => {
  it('reads every variant of a word', () => {
    expect(CMUDICT.get('dental')).toEqual(['D EH N T AH L', 'D EH N AH L'])
    expect(CMUDICT.get('own')).toEqual(['OW N'])
  })

  it('spells short words, words without vowels and digit tokens out', () => {
    expect(pronounceMissing('cnc', CMUDICT)).toEqual(['S IY EH N S IY'])
    expect(pronounceMissing('pto', CMUDICT)).toEqual(['P IY T IY OW'])
    expect(pronounceMissing('401k', CMUDICT)).toEqual(['F AO R OW W AH N K EY'])
  })

  it('says a compound of two known words as both, the most even split first', () => {
    expect(pronounceMissing('bolingbrook', CMUDICT)).toEqual(['B OW L IH NG B R UH K'])
    expect(pronounceMissing('whitestown', CMUDICT)).toEqual(['W AY T S T AW N'])
    expect(pronounceMissing('murfreesboro', CMUDICT)).toBeUndefined()
  })

  it('cuts the dictionary to the corpus, and the corpus to what it can say', () => {
    const { lexicon, sentences, unsayable } = domainLexicon(
      ['i need dental', 'nights in murfreesboro', 'i need 401k', 'forklift nights'],
      CMUDICT,
    )
    expect(sentences).toEqual(['i need dental', 'i need 401k', 'forklift nights'])
    expect(unsayable).toEqual(['murfreesboro'])
    expect([...lexicon.keys()].sort()).toEqual([
      '401k',
      'dental',
      'forklift',
      'i',
      'need',
      'nights',
    ])
    expect(writeDictionary(lexicon)).toBe(
      [
        '401k F AO R OW W AH N K EY',
        'dental D EH N T AH L',
        'dental(2) D EH N AH L',
        'forklift F AO R K L IH F T',
        'i AY',
        'need N IY D',
        'nights N AY T S',
        '',
      ].join('\n'),
    )
  })
})
