import { describe, expect, it } from 'vitest'
import { acceptsSpanish, looksSpanish } from './answer-language'

describe('looksSpanish', () => {
  it('is true for answers in Spanish, with or without accents', () => {
    for (const text of [
      'Busco trabajo de montacargas',
      'en el turno de noche',
      'quiero ganar como veinte la hora',
      'No me puedo mudar, tengo familia aquí',
      'tengo cinco anos de experiencia',
      '¿Puedo trabajar los fines de semana?',
      'más o menos diez millas',
    ]) {
      expect(looksSpanish(text), text).toBe(true)
    }
  })

  it('is true for Spanglish that is mostly Spanish', () => {
    for (const text of [
      'quiero forklift de noche en Dallas, como 20 la hora',
      'busco trabajo de picker en el warehouse',
      'tengo mi forklift license y 3 años de experiencia',
    ]) {
      expect(looksSpanish(text), text).toBe(true)
    }
  })

  it('is false for English, for Spanglish that is mostly English, and for one word', () => {
    for (const text of [
      'Forklift or picking',
      "I'm looking for second shift work near Columbus",
      'I want forklift, de noche',
      'I want to work days, but weekends are fine too, cerca de mi casa is best',
      'sí',
      'noches',
      'montacargas',
      'no',
      '',
      '20 mi',
    ]) {
      expect(looksSpanish(text), text).toBe(false)
    }
  })

  it('does not take the Spanish in US place names for Spanish', () => {
    for (const text of [
      'El Paso or Las Cruces',
      'Los Angeles, San Bernardino or Santa Fe Springs',
      'somewhere in Las Vegas',
    ]) {
      expect(looksSpanish(text), text).toBe(false)
    }
  })
})

describe('acceptsSpanish', () => {
  it('takes sí, claro, yes and a Spanish reply as a yes', () => {
    for (const reply of [
      'sí',
      'Si',
      'Sí, claro',
      'claro',
      'yes',
      'Yeah',
      'ok',
      'dale',
      'órale',
      'en español',
      'Spanish please',
      'prefiero seguir así en español',
      'me gustaría más en mi idioma por favor',
    ]) {
      expect(acceptsSpanish(reply), reply).toBe(true)
    }
  })

  it('takes no, English, silence and anything else as a no', () => {
    for (const reply of [
      'no',
      'No gracias',
      'nope',
      'English',
      'en inglés está bien',
      'I prefer English',
      'whatever',
      '',
    ]) {
      expect(acceptsSpanish(reply), reply).toBe(false)
    }
  })
})
