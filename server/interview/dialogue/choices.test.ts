import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { APP_LANGUAGES, type AppLanguage } from '../../../contract/app-language'
import { serverSignalSchema } from '../../../contract/interview'
import { CLOSED_QUESTIONS, SLOT_QUESTIONS, turnChoices } from './choices'
import { answer, createInterview, startQuestions, type InterviewState } from './engine'
import { CHOICE_LABELS } from './prompts'
import { SPANISH_OFFER_LABELS, SPANISH_PROMPTS } from './prompts-es'
import { INTERVIEW_SLOTS, type InterviewSlot } from './slots'

/** The options each turn offers as buttons, in the interview's language. */

const asking = (
  slot: InterviewSlot,
  language: AppLanguage = 'en',
  kind: 'question' | 'followUp' = 'question',
): InterviewState => ({
  ...createInterview({ knownSlots: [], language }),
  stage: 'asking',
  pending: { slot, kind },
  questionsAsked: 1,
})

const ids = (state: InterviewState) => turnChoices(state)?.options.map((option) => option.id)
const labels = (state: InterviewState) => turnChoices(state)?.options.map((option) => option.label)

describe('the options of a turn', () => {
  it('offers the closed questions their options, in English, in the order shown', () => {
    expect(turnChoices(asking('jobTypes'))).toEqual({
      multiple: true,
      options: [
        { id: 'forklift-operator', label: 'Forklift Operator' },
        { id: 'assembler', label: 'Assembler' },
        { id: 'order-picker', label: 'Order Picker' },
        { id: 'material-handler', label: 'Material Handler' },
        { id: 'machine-operator', label: 'Machine Operator' },
        { id: 'production-associate', label: 'Production Associate' },
        { id: 'warehouse-associate', label: 'Warehouse Associate' },
      ],
    })
    expect(turnChoices(asking('shifts'))).toEqual({
      multiple: true,
      options: [
        { id: 'first', label: 'Days (1st shift)' },
        { id: 'second', label: 'Evenings (2nd shift)' },
        { id: 'third', label: 'Nights (3rd shift)' },
        { id: 'weekend', label: 'Weekends' },
        { id: 'rotating', label: 'Rotating shifts' },
        { id: 'any', label: 'Any shift' },
      ],
    })
    expect(turnChoices(asking('relocation'))).toEqual({
      multiple: false,
      options: [
        { id: 'yes', label: 'Yes' },
        { id: 'no', label: 'No' },
        { id: 'maybe', label: 'Maybe, for the right job' },
      ],
    })
    expect(turnChoices(asking('benefits'))).toEqual({
      multiple: true,
      options: [
        { id: 'health', label: 'Health insurance' },
        { id: 'dental', label: 'Dental insurance' },
        { id: 'vision', label: 'Vision insurance' },
        { id: 'paid-time-off', label: 'Paid time off' },
        { id: '401k', label: '401(k)' },
        { id: 'weekly-pay', label: 'Weekly pay' },
        { id: 'none', label: 'None needed', exclusive: true },
      ],
    })
  })

  it('offers the same options, in Spanish, in a Spanish interview', () => {
    expect(labels(asking('jobTypes', 'es'))).toEqual([
      'Operador de montacargas',
      'Ensamblador',
      'Surtidor de pedidos',
      'Manejador de materiales',
      'Operador de máquinas',
      'Asociado de producción',
      'Asociado de almacén',
    ])
    expect(labels(asking('shifts', 'es'))).toEqual([
      'De día (primer turno)',
      'De tarde (segundo turno)',
      'De noche (tercer turno)',
      'Fines de semana',
      'Turnos rotativos',
      'Cualquier turno',
    ])
    expect(labels(asking('relocation', 'es'))).toEqual(['Sí', 'No', 'Tal vez, por un buen trabajo'])
    expect(turnChoices(asking('benefits', 'es'))?.options.at(-1)).toEqual({
      id: 'none',
      label: 'Ninguno',
      exclusive: true,
    })
    for (const slot of SLOT_QUESTIONS) expect(ids(asking(slot, 'es'))).toEqual(ids(asking(slot)))
  })

  it('labels every option of every question, differently within a question, in both languages', () => {
    for (const language of APP_LANGUAGES) {
      for (const slot of SLOT_QUESTIONS) {
        const words = labels(asking(slot, language)) ?? []
        expect(words, `${language} ${slot}`).toHaveLength(CLOSED_QUESTIONS[slot].options.length)
        expect(new Set(words).size, `${language} ${slot}`).toBe(words.length)
        for (const word of words) expect(word.trim(), `${language} ${slot}`).not.toBe('')
      }
    }
    expect(SPANISH_PROMPTS.choiceLabels.benefits.health).not.toBe(CHOICE_LABELS.benefits.health)
  })

  it('offers a closed question’s follow-up the same options', () => {
    for (const slot of SLOT_QUESTIONS) {
      expect(turnChoices(asking(slot, 'en', 'followUp'))).toEqual(turnChoices(asking(slot)))
    }
  })

  it('offers nothing for the open questions: pay, place, commute, skills and years are typed or said', () => {
    const open = INTERVIEW_SLOTS.filter(
      (slot) => !(SLOT_QUESTIONS as readonly string[]).includes(slot),
    )
    expect(open).toEqual(['location', 'commute', 'pay', 'skills', 'yearsOfExperience'])
    for (const slot of open) {
      expect(turnChoices(asking(slot)), slot).toBeUndefined()
      expect(turnChoices(asking(slot, 'es')), slot).toBeUndefined()
    }
  })

  it('offers yes or no to the read-back, and the facts it read to its “What should I change?”', () => {
    const readBack: InterviewState = {
      ...asking('shifts'),
      stage: 'readBack',
      pending: null,
      collected: { shiftPreferences: ['third'] },
    }
    expect(turnChoices(readBack)).toEqual({
      multiple: false,
      options: [
        { id: 'yes', label: "Yes, that's right" },
        { id: 'no', label: 'No, change something' },
      ],
    })
    expect(labels({ ...readBack, language: 'es' })).toEqual([
      'Sí, está bien',
      'No, hay que cambiar algo',
    ])
    expect(turnChoices({ ...readBack, stage: 'correcting' })).toEqual({
      multiple: false,
      options: [
        { id: 'work', label: 'The work' },
        { id: 'shifts', label: 'The shifts' },
        { id: 'place', label: 'The place' },
        { id: 'pay', label: 'The pay' },
      ],
    })
    expect(labels({ ...readBack, stage: 'correcting', language: 'es' })).toEqual([
      'El trabajo',
      'El turno',
      'El lugar',
      'El pago',
    ])
  })

  it('offers the offer of Spanish a yes or no in Spanish, in an English interview', () => {
    const started = startQuestions(createInterview({ knownSlots: [] }))
    const offering = answer(started, 'Busco trabajo de montacargas', () => ({
      jobTypes: ['Forklift Operator'],
    }))
    expect(offering.stage).toBe('offeringSpanish')
    expect(offering.language).toBe('en')
    expect(turnChoices(offering)).toEqual({
      multiple: false,
      options: [
        { id: 'yes', label: SPANISH_OFFER_LABELS.yes },
        { id: 'no', label: SPANISH_OFFER_LABELS.no },
      ],
    })
  })

  it('offers nothing while greeting or once closed', () => {
    const greeting = createInterview({ knownSlots: [] })
    expect(turnChoices(greeting)).toBeUndefined()
    expect(turnChoices({ ...greeting, stage: 'closed' })).toBeUndefined()
  })

  it('builds options the caption message of the contract carries', () => {
    for (const language of APP_LANGUAGES) {
      for (const slot of SLOT_QUESTIONS) {
        const caption = {
          type: 'caption',
          id: 3,
          kind: 'question',
          text: 'Q?',
          choices: turnChoices(asking(slot, language)),
        }
        expect(v.is(serverSignalSchema, caption), `${language} ${slot}`).toBe(true)
      }
    }
  })
})
