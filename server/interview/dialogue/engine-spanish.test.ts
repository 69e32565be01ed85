import { describe, expect, it } from 'vitest'
import {
  DIALOGUE_PROMPTS,
  ENGLISH_PROMPTS,
  INTERVIEW_SLOTS,
  SLOT_PROMPTS,
  SPANISH_PROMPTS,
  answer,
  awaitsAnswer,
  createInterview,
  fixedPromptTexts,
  greetingText,
  listWordsEs,
  nextTurn,
  passQuestion,
  readInterviewState,
  resumeTurn,
  spokenLanguage,
  startQuestions,
  switchToSpanishOffer,
  type ExtractSlots,
  type InterviewState,
  type SlotValues,
} from '.'
import { extractSlots, mergeSlots } from '../extract'
import { fakeExtractor } from '../../../tests/support/scripted-extractor'

/** The Spanish interview and the offer to switch to it (docs/adr/0107). */

const SPANISH_FIRST = 'Busco trabajo de montacargas en el turno de noche'
const SCRIPT: Record<string, SlotValues> = {
  [SPANISH_FIRST]: { jobTypes: ['Forklift Operator'] },
  'Forklift, nights': { jobTypes: ['Forklift Operator'] },
  'Cerca de Dallas': { preferredLocations: ['Dallas, TX'] },
  'de noche y los fines de semana': { shiftPreferences: ['third', 'weekend'] },
  'por lo menos 19 la hora': { hourlyRateRange: { min: 19 } },
}

/** Through JSON and the schema, as storage would. */
function stored(state: InterviewState): InterviewState {
  const back = readInterviewState(JSON.parse(JSON.stringify(state)))
  expect(back).toEqual(state)
  return back as InterviewState
}

const started = (language?: 'en' | 'es', channel?: 'web' | 'phone') =>
  stored(
    startQuestions(
      createInterview({
        knownSlots: [],
        candidateName: 'Rosa',
        ...(language ? { language } : {}),
        ...(channel ? { channel } : {}),
      }),
    ),
  )

/** Every letter an English sentence has and a Spanish one would not need: a rough tell. */
const ENGLISH_TELL = /\b(the|you|what|which|would|your|I'm|I'll|Got it|Okay)\b/

describe('the Spanish prompt table', () => {
  it('has a Spanish sentence for every prompt, none of them the English one', () => {
    expect(DIALOGUE_PROMPTS.en).toBe(ENGLISH_PROMPTS)
    expect(DIALOGUE_PROMPTS.es).toBe(SPANISH_PROMPTS)
    expect(ENGLISH_PROMPTS.slots).toBe(SLOT_PROMPTS)
    for (const slot of INTERVIEW_SLOTS) {
      const es = SPANISH_PROMPTS.slots[slot]
      const en = SLOT_PROMPTS[slot]
      expect(es.question).not.toBe(en.question)
      expect(es.followUp).not.toBe(en.followUp)
      expect(es.question).toMatch(/^¿.+\?/)
      expect(`${es.question} ${es.followUp}`).not.toMatch(ENGLISH_TELL)
    }
    const spanish = fixedPromptTexts('Rosa', 'Hirelane', 'web', 'es')
    const english = fixedPromptTexts('Rosa', 'Hirelane', 'web', 'en')
    expect(spanish).toHaveLength(english.length)
    for (const text of spanish) {
      expect(english).not.toContain(text)
      expect(text).not.toMatch(ENGLISH_TELL)
    }
    // English stays exactly as it was, and is what the language defaults to.
    expect(english).toEqual(fixedPromptTexts('Rosa', 'Hirelane', 'web'))
    expect(english[0]).toBe(greetingText('Rosa', 'Hirelane', 'web'))
  })

  it('says lists the Spanish way: y before i- is e, o before o- is u', () => {
    expect(listWordsEs(['días', 'noches'])).toBe('días y noches')
    expect(listWordsEs(['seguro médico', 'dental', 'vacaciones'])).toBe(
      'seguro médico, dental y vacaciones',
    )
    expect(listWordsEs(['montacargas', 'inventario'])).toBe('montacargas e inventario')
    expect(listWordsEs(['ensamblaje', 'operador'], 'o')).toBe('ensamblaje u operador')
    expect(listWordsEs(['Dallas', 'Fort Worth'], 'o')).toBe('Dallas o Fort Worth')
  })

  it('confirms and reads back the extractor’s English catalogue values in Spanish', () => {
    const values: SlotValues = {
      jobTypes: ['Forklift Operator', 'Warehouse Associate'],
      shiftPreferences: ['third', 'weekend'],
      preferredLocations: ['Dallas, TX', 'Fort Worth, TX'],
      hourlyRateRange: { min: 19 },
      requiredBenefits: ['Health insurance', '401(k)'],
      maximumCommuteDistance: '25 miles',
      skills: ['Forklift operation', 'RF scanner'],
      yearsOfExperience: 6,
      relocation: 'no',
    }
    const say = (slot: (typeof INTERVIEW_SLOTS)[number]) =>
      SPANISH_PROMPTS.slots[slot].confirm(values)
    expect(say('jobTypes')).toBe('Entendido: operador de montacargas y trabajador de almacén.')
    expect(say('shifts')).toBe('Muy bien: tercer turno y fines de semana.')
    expect(say('commute')).toBe('Hasta 25 millas, entendido.')
    expect(say('pay')).toBe('Entendido: por lo menos $19 la hora.')
    expect(say('benefits')).toBe('Anotado: seguro médico y plan 401k.')
    expect(say('skills')).toBe('Excelente: manejo de montacargas y escáner RF.')
    expect(say('yearsOfExperience')).toBe('Gracias, 6 años de experiencia.')
    expect(say('relocation')).toBe('Muy bien, prefieres quedarte donde estás.')
    expect(SPANISH_PROMPTS.readBack(values)).toBe(
      'Tengo anotado que buscas trabajo de montacargas o de almacén, de noche y los fines de semana, cerca de Dallas o Fort Worth, por lo menos $19 la hora.',
    )
    expect(SPANISH_PROMPTS.readBack({ hourlyRateRange: { min: 17, max: 20 } })).toBe(
      'Tengo anotado que buscas trabajo que pague de $17 a $20 la hora.',
    )
    expect(SPANISH_PROMPTS.readBack({ preferredLocations: ['75201'] })).toBe(
      'Tengo anotado que buscas trabajo, cerca del código postal 75201.',
    )
    expect(SPANISH_PROMPTS.readBack({})).toBe('')
  })
})

describe('an interview in Spanish (app language es)', () => {
  it('greets, asks, confirms, reads back and closes in Spanish', () => {
    const { extract } = fakeExtractor(SCRIPT)
    let state = stored(createInterview({ knownSlots: [], candidateName: 'Rosa', language: 'es' }))
    expect(nextTurn(state)).toEqual({
      kind: 'greeting',
      text: '¡Hola, Rosa! Soy el reclutador virtual de Hirelane, un asistente de inteligencia artificial. Te voy a hacer unas preguntas cortas sobre el trabajo que buscas. Por favor, escribe tus respuestas o toca una opción: así te entiendo mejor.',
    })
    state = stored(startQuestions(state))
    expect(nextTurn(state)).toEqual({
      kind: 'question',
      slot: 'jobTypes',
      text: SPANISH_PROMPTS.slots.jobTypes.question,
    })
    // A Spanish interview never offers Spanish, whatever the first answer is.
    state = stored(answer(state, SPANISH_FIRST, extract))
    expect(state.stage).toBe('asking')
    expect(nextTurn(state)).toEqual({
      kind: 'question',
      slot: 'shifts',
      text: `Entendido: operador de montacargas. ${SPANISH_PROMPTS.slots.shifts.question}`,
    })
    // An answer with nothing in it gets the Spanish follow-up; 'no sé' passes without one.
    state = stored(answer(state, 'mmm', extract))
    expect(nextTurn(state).text).toBe(SPANISH_PROMPTS.slots.shifts.followUp)
    expect(resumeTurn(state).text).toBe(
      `Sigamos donde nos quedamos. ${SPANISH_PROMPTS.slots.shifts.followUp}`,
    )
    state = stored(answer(state, 'de noche y los fines de semana', extract))
    expect(nextTurn(state).text).toBe(
      `Muy bien: tercer turno y fines de semana. ${SPANISH_PROMPTS.slots.location.question}`,
    )
    state = stored(answer(state, 'no sé', extract))
    expect(state.passed).toContain('location')
    while (state.stage === 'asking') state = stored(passQuestion(state))
    expect(nextTurn(state)).toEqual({
      kind: 'readBack',
      text: 'Tengo anotado que buscas trabajo de montacargas, de noche y los fines de semana. ¿Está bien así? Contesta sí, o dime qué hay que cambiar.',
    })
    // 'no, está bien' has nothing to change; 'no está bien' asks what to change.
    expect(answer(state, 'no está bien', extract).stage).toBe('correcting')
    expect(nextTurn(answer(state, 'no está bien', extract)).text).toBe('¿Qué quieres cambiar?')
    state = stored(answer(state, 'no, está bien', extract))
    expect(nextTurn(state)).toEqual({
      kind: 'closing',
      text: 'Gracias, Rosa. Es todo lo que necesito. Vamos a buscar trabajos que te queden bien y te avisamos. Ya puedes colgar.',
    })
  })

  it('asks a phone candidate to answer out loud or by keypad, in Spanish', () => {
    const state = createInterview({ knownSlots: [], language: 'es', channel: 'phone' })
    expect(nextTurn(state).text).toMatch(
      /^¡Hola! .* Contesta en voz alta después de cada pregunta, o con el teclado cuando te diga las teclas\.$/,
    )
  })
})

describe('the offer to switch an English interview to Spanish', () => {
  it('is made, in Spanish, after a first answer that is clearly Spanish, which is still understood', () => {
    const { extract, calls } = fakeExtractor(SCRIPT)
    const state = stored(answer(started(), SPANISH_FIRST, extract))
    expect(calls).toEqual([{ text: SPANISH_FIRST, expectedSlot: 'jobTypes' }])
    expect(state.collected.jobTypes).toEqual(['Forklift Operator'])
    expect(state.stage).toBe('offeringSpanish')
    expect(awaitsAnswer(state)).toBe(true)
    expect(nextTurn(state)).toEqual({ kind: 'question', text: switchToSpanishOffer('web') })
    // Asked in Spanish, so spoken in the Spanish voice, though the interview is still English.
    expect(state.language).toBe('en')
    expect(spokenLanguage(state)).toBe('es')
    expect(spokenLanguage(answer(state, 'no', extract))).toBe('en')
    expect(spokenLanguage(answer(state, 'sí', extract))).toBe('es')
    expect(switchToSpanishOffer('web')).toBe(
      'Veo que me contestas en español. ¿Quieres que sigamos la entrevista en español? Contesta sí o no.',
    )
    expect(switchToSpanishOffer('phone')).toMatch(/Di sí o no\.$/)
    // The offer asks about no preference: only the first question and the one waiting behind
    // the offer are counted.
    expect(state.questionsAsked).toBe(2)
    expect(answer(state, 'sí', extract).questionsAsked).toBe(2)
    expect(resumeTurn(state)).toEqual({
      kind: 'question',
      text: `Sigamos donde nos quedamos. ${switchToSpanishOffer('web')}`,
    })
  })

  it('switches the rest of the interview to Spanish on a yes', () => {
    for (const yes of [
      'sí',
      'Si',
      'claro que sí',
      'Yes',
      'ok',
      'en español, por favor',
      'prefiero seguir en español',
    ]) {
      const { extract } = fakeExtractor(SCRIPT)
      const offered = answer(started(), SPANISH_FIRST, extract)
      const state = stored(answer(offered, yes, extract))
      expect(state.language, yes).toBe('es')
      expect(nextTurn(state), yes).toEqual({
        kind: 'question',
        slot: 'shifts',
        text: `Entendido: operador de montacargas. ${SPANISH_PROMPTS.slots.shifts.question}`,
      })
      // The offer's answer filled nothing: it was not sent to the extractor.
      expect(state.collected).toEqual({ jobTypes: ['Forklift Operator'] })
      const closing = nextTurn({ ...state, stage: 'closed', justFilled: [] })
      expect(closing.text).toBe(SPANISH_PROMPTS.closing('Rosa'))
    }
  })

  it('keeps English on a no, on another answer, and on silence', () => {
    for (const keep of ['no', 'No, gracias', 'English please', 'inglés', 'whatever']) {
      const { extract } = fakeExtractor(SCRIPT)
      const state = stored(answer(answer(started(), SPANISH_FIRST, extract), keep, extract))
      expect(state.language, keep).toBe('en')
      expect(nextTurn(state).text, keep).toBe(
        `Got it, forklift operator. ${SLOT_PROMPTS.shifts.question}`,
      )
    }
    const { extract } = fakeExtractor(SCRIPT)
    const silent = stored(passQuestion(answer(started(), SPANISH_FIRST, extract)))
    expect(silent).toMatchObject({ language: 'en', stage: 'asking' })
    expect(nextTurn(silent).slot).toBe('shifts')
  })

  it('is made once, only on the first answer, and never for English or mostly English ones', () => {
    const { extract } = fakeExtractor(SCRIPT)
    // Declined: a later Spanish answer gets no second offer.
    const declined = answer(answer(started(), SPANISH_FIRST, extract), 'no', extract)
    expect(answer(declined, 'de noche y los fines de semana', extract).stage).toBe('asking')
    // An English first answer: a later Spanish one gets no offer.
    const english = answer(started(), 'Forklift, nights', extract)
    expect(english).toMatchObject({ stage: 'asking', languageChecked: true })
    expect(answer(english, 'de noche y los fines de semana', extract).stage).toBe('asking')
    // Spanglish that is mostly English is English.
    expect(answer(started(), 'I want forklift, de noche', extract).stage).toBe('asking')
    // Spanglish that is mostly Spanish is Spanish.
    expect(answer(started(), 'quiero forklift de noche en Dallas', extract).stage).toBe(
      'offeringSpanish',
    )
  })

  it('comes back to the read-back when the first answer left nothing to ask', () => {
    const everything: SlotValues = {
      jobTypes: ['Forklift Operator'],
      shiftPreferences: ['third'],
      preferredLocations: ['Dallas, TX'],
      hourlyRateRange: { min: 19 },
    }
    const extract: ExtractSlots = () => everything
    const knownRest = INTERVIEW_SLOTS.filter(
      (slot) => !['jobTypes', 'shifts', 'location', 'pay'].includes(slot),
    )
    const start = startQuestions(createInterview({ knownSlots: knownRest, candidateName: 'Rosa' }))
    const offered = stored(
      answer(start, 'busco montacargas de noche en Dallas, 19 la hora', extract),
    )
    expect(offered).toMatchObject({ stage: 'offeringSpanish', pending: null })
    const state = stored(answer(offered, 'sí', extract))
    expect(state.stage).toBe('readBack')
    expect(nextTurn(state).text).toBe(
      'Tengo anotado que buscas trabajo de montacargas, de noche, cerca de Dallas, por lo menos $19 la hora. ¿Está bien así? Contesta sí, o dime qué hay que cambiar.',
    )
  })

  it('works with the real extractor: the Spanish first answer fills its slot', () => {
    const extractor = { extractSlots, mergeSlots }
    const offered = answer(started(), 'busco trabajo de montacargas', extractor)
    expect(offered.stage).toBe('offeringSpanish')
    expect(offered.collected.jobTypes).toEqual(['Forklift Operator'])
    const state = answer(offered, 'sí', extractor)
    expect(nextTurn(state).text).toBe(
      `Entendido: operador de montacargas. ${SPANISH_PROMPTS.slots.shifts.question}`,
    )
    const shifts = answer(state, 'en la noche nada más', extractor)
    expect(shifts.collected.shiftPreferences).toEqual(['third'])
    expect(nextTurn(shifts).text).toBe(
      `Muy bien: tercer turno. ${SPANISH_PROMPTS.slots.location.question}`,
    )
  })

  it('reads a stored state from before languages as an English interview', () => {
    const state = createInterview({ knownSlots: [] })
    const { language: _language, languageChecked: _checked, ...old } = state
    expect(readInterviewState(JSON.parse(JSON.stringify(old)))).toEqual({
      ...state,
      language: 'en',
      languageChecked: false,
    })
  })
})
