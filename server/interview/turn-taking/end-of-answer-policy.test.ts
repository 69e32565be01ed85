import { describe, expect, it } from 'vitest'
import {
  HOLD_MS,
  decideEndOfAnswer,
  endsUnfinished,
  holdFor,
  type AnswerSoFar,
} from './end-of-answer-policy'

/** English words as the phone's recogniser heard them (narrow-band). */
const onThePhone = (words: string, fillsAskedSlot?: boolean): AnswerSoFar => ({
  words,
  ...(fillsAskedSlot === undefined ? {} : { fillsAskedSlot }),
  language: 'en',
  narrowBand: true,
})

describe('the end-of-answer policy', () => {
  it('ends a short answer that fills the slot asked about after a short pause', () => {
    for (const words of ['yes', 'nights', '20', 'twenty dollars an hour']) {
      expect(holdFor({ words, fillsAskedSlot: true, language: 'en' })).toEqual({
        holdMs: HOLD_MS.filled,
        reason: 'filled',
      })
    }
    for (const words of ['sí', 'noches', 'veinte']) {
      expect(holdFor({ words, fillsAskedSlot: true, language: 'es' }).reason).toBe('filled')
    }
    expect(HOLD_MS.filled).toBeLessThan(HOLD_MS.unheard)
  })

  it('waits longer while a sentence is clearly unfinished, in English and Spanish', () => {
    for (const words of [
      'i want um',
      'I want, uh',
      'I can drive a forklift and',
      'I would rather not move because',
      'I want',
      'close to',
      'nights but',
      'I would like to work on the',
    ]) {
      expect(endsUnfinished(words, 'en'), words).toBe(true)
      expect(holdFor({ words, fillsAskedSlot: true, language: 'en' }).reason, words).toBe(
        'unfinished',
      )
    }
    for (const words of [
      'quiero, eh',
      'quiero este',
      'noches y',
      'noches pero',
      'quiero',
      'cerca de',
      'o sea',
    ]) {
      expect(endsUnfinished(words, 'es'), words).toBe(true)
    }
    expect(HOLD_MS.unfinished).toBeGreaterThanOrEqual(1500)
  })

  it('gives whole answers the middle value, not the unfinished one', () => {
    for (const words of [
      'I would like to work as a forklift operator on the first shift, close to home',
      'yes I would',
      'I do',
      'I think so',
      'I would rather not',
      'twenty or more',
    ]) {
      expect(endsUnfinished(words, 'en'), words).toBe(false)
    }
    for (const words of ['sí', 'sí, puedo', 'no', 'vivo cerca']) {
      expect(endsUnfinished(words, 'es'), words).toBe(false)
    }
    expect(holdFor({ words: 'close to home', fillsAskedSlot: false, language: 'en' })).toEqual({
      holdMs: HOLD_MS.complete,
      reason: 'complete',
    })
  })

  it('holds a long answer that fills the slot to the middle value: it may go on', () => {
    const words = 'I want forklift work on nights please'
    expect(holdFor({ words, fillsAskedSlot: true, language: 'en' }).reason).toBe('complete')
  })

  it('keeps the fixed silence when no words are known, or none were understood', () => {
    expect(holdFor({ language: 'en' })).toEqual({ holdMs: HOLD_MS.unheard, reason: 'unheard' })
    expect(holdFor({ words: '', fillsAskedSlot: false, language: 'en' }).reason).toBe('unheard')
    expect(holdFor({ words: ' , ', language: 'es' }).reason).toBe('unheard')
  })

  it('ends the answer once the pause has lasted the hold, not before', () => {
    const answer = { words: 'nights', fillsAskedSlot: true, language: 'en' as const }
    expect(decideEndOfAnswer(HOLD_MS.filled - 20, answer).end).toBe(false)
    expect(decideEndOfAnswer(HOLD_MS.filled, answer)).toEqual({
      end: true,
      holdMs: HOLD_MS.filled,
      reason: 'filled',
    })
    const unfinished = { words: 'I want um', language: 'en' as const }
    expect(decideEndOfAnswer(900, unfinished).end).toBe(false)
    expect(decideEndOfAnswer(HOLD_MS.unfinished, unfinished).end).toBe(true)
  })

  it('trusts only a hesitation or a conjunction at the end of narrow-band words (the phone)', () => {
    // The phone's recogniser loses last words: 'close to home' is heard as 'close to'.
    expect(endsUnfinished('close to', 'en', true)).toBe(false)
    expect(endsUnfinished('close to', 'en')).toBe(true)
    for (const words of ['i want um', 'a forklift and', 'not move because', 'i want am'])
      expect(endsUnfinished(words, 'en', true), words).toBe(true)
    expect(endsUnfinished('quiero eh', 'es', true)).toBe(true)
    expect(endsUnfinished('cerca de', 'es', true)).toBe(false)
    const phone = onThePhone('close to')
    expect(holdFor(phone).reason).not.toBe('unfinished')
  })

  it('waits less after narrow-band words that seem unfinished than after heard ones (the phone)', () => {
    // The phone's recogniser hears a lost last word as a conjunction ('English and Spanish' ->
    // 'english and and'): such a whole answer must not wait the long hold.
    const phone = onThePhone('i speak english and and')
    expect(holdFor(phone)).toEqual({
      holdMs: HOLD_MS.unfinishedNarrowBand,
      reason: 'unfinishedNarrowBand',
    })
    expect(holdFor({ ...phone, narrowBand: false }).reason).toBe('unfinished')
    // Still longer than the recorded pauses mid-sentence (600-900 ms, ~1000 as the VAD hears them).
    expect(HOLD_MS.unfinishedNarrowBand).toBeGreaterThanOrEqual(1100)
    expect(decideEndOfAnswer(1000, phone).end).toBe(false)
    expect(decideEndOfAnswer(HOLD_MS.unfinishedNarrowBand, phone).end).toBe(true)
  })

  it('ends narrow-band words at the middle hold, never the short one (the phone)', () => {
    const answering = onThePhone(
      'i would like to work as a forklift operator on the for kent close to hand',
      true,
    )
    expect(holdFor(answering)).toEqual({ holdMs: HOLD_MS.complete, reason: 'complete' })
    // A long answer need not fill the slot: its key word is often misheard ('first shift' ->
    // 'for kent').
    expect(holdFor({ ...answering, fillsAskedSlot: false }).reason).toBe('complete')
    // Not a short one that seems to fill the slot: a paused 'yes I can do ...' misheard as one
    // was cut in two at the short hold.
    const short = { ...answering, words: 'nights' }
    expect(holdFor(short).reason).toBe('complete')
    expect(holdFor({ ...short, narrowBand: false }).reason).toBe('filled')
  })

  it('waits like an unfinished answer after a short narrow-band one that does not answer the question', () => {
    // 'I live close to ... downtown Houston' is heard at 8 kHz as 'i live twenty ten' in its
    // 800 ms pause: nothing unfinished, but no place yet either.
    const unanswered = onThePhone('i live twenty ten', false)
    expect(holdFor(unanswered)).toEqual({
      holdMs: HOLD_MS.unansweredNarrowBand,
      reason: 'unansweredNarrowBand',
    })
    expect(decideEndOfAnswer(1000, unanswered).end).toBe(false)
    expect(holdFor({ ...unanswered, narrowBand: false }).reason).toBe('complete')
    // A turn that asks about no slot (the read-back): nothing to answer, no wait for it.
    const readBack = onThePhone('yes that is right')
    expect(holdFor(readBack).reason).toBe('complete')
  })

  it('orders the holds: filled < complete < unheard < unfinished on the phone < unfinished', () => {
    expect(HOLD_MS.filled).toBeLessThan(HOLD_MS.complete)
    expect(HOLD_MS.complete).toBeLessThan(HOLD_MS.unheard)
    expect(HOLD_MS.unheard).toBeLessThan(HOLD_MS.unfinishedNarrowBand)
    expect(HOLD_MS.unansweredNarrowBand).toBe(HOLD_MS.unfinishedNarrowBand)
    expect(HOLD_MS.unfinishedNarrowBand).toBeLessThan(HOLD_MS.unfinished)
  })
})
