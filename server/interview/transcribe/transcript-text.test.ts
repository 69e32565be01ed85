import { describe, expect, it } from 'vitest'
import { hypothesisOf } from './recogniser-pool'
import { transcriptText } from './transcript-text'

describe('a recogniser hypothesis as a transcript', () => {
  it('is lower case without fillers, noise or variant marks', () => {
    expect(transcriptText('I WANT <sil> [noise] Forklift ++BREATH++  dental(2)')).toBe(
      'i want forklift dental',
    )
    expect(transcriptText('')).toBe('')
  })

  it('reads five or more spoken digits as a ZIP code, and leaves other numbers as words', () => {
    expect(transcriptText('my zip is four six one six eight')).toBe('my zip is 46168')
    expect(transcriptText('my zip is nine oh two one oh')).toBe('my zip is 90210')
    expect(transcriptText('twenty five miles or two three')).toBe('twenty five miles or two three')
  })

  it('takes the words of the answer line for the utterance asked about', () => {
    expect(hypothesisOf('i live in dallas texas (answer-7 -3560)', 'answer-7')).toBe(
      'i live in dallas texas',
    )
    expect(hypothesisOf(' (answer-8 0)', 'answer-8')).toBe('')
    expect(hypothesisOf('i live in dallas (answer-6 -3560)', 'answer-7')).toBeUndefined()
    expect(hypothesisOf('INFO: something else', 'answer-7')).toBeUndefined()
  })
})
