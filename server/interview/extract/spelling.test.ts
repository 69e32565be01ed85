import { describe, expect, it } from 'vitest'
import { correctWord, editDistance, joinSpelledLetters } from './spelling'

describe('correctWord', () => {
  it.each([
    ['forkfit', 'forklift'],
    ['wknds', 'weekends'],
    ['cant', "can't"],
    ['nigts', 'nights'],
    ['scaner', 'scanner'],
    ['depnds', 'depends'],
    ['operater', 'operator'],
    ['handeler', 'handler'],
    ['nashvile', 'nashville'],
    ['cincinatti', 'cincinnati'],
    ['dalas', 'dallas'],
    ['rotatin', 'rotating'],
    ['weldin', 'welding'],
    ['ninteen', 'nineteen'],
    ['diesiocho', 'dieciocho'],
    ['shft', 'shift'],
  ])('%s -> %s', (word, corrected) => {
    expect(correctWord(word)).toBe(corrected)
  })

  it.each([
    'operation',
    'inspection',
    'assurance',
    'protection',
    'range',
    'handle',
    'minute',
    'assembled',
    'shopping',
    'constructor',
    'toString',
    'night',
    'month',
    'wedding',
    'nineteenth',
  ])('keeps the real word %s', (word) => {
    expect(correctWord(word)).toBe(word)
  })
})

describe('editDistance', () => {
  it('counts a transposition as one edit and stops past the limit', () => {
    expect(editDistance('machien', 'machine')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('kitten', 'sitting', 1)).toBe(2)
  })
})

describe('joinSpelledLetters', () => {
  it('joins letters spelled out one by one into a word the rules know', () => {
    expect(joinSpelledLetters('i got my c d l class a')).toBe('i got my cdl class a')
    expect(joinSpelledLetters('p t o and 401k')).toBe('pto and 401k')
    expect(joinSpelledLetters('got a c d l')).toBe('got a cdl')
  })

  it('leaves other single letters alone', () => {
    expect(joinSpelledLetters('i a b c')).toBe('i a b c')
  })
})
