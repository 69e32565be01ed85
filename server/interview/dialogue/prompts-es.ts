import type { FixedJobType, Shift } from '../../../contract/jobs'
import { US_STATES } from '../../vocabulary/us-states'
import type { Relocation } from '../extract/types'
import type { ChoiceId, ChoiceLabels } from './choices'
import type { DialoguePrompts, InterviewChannel, KeypadPrompts, SlotPrompt } from './prompts'
import { hourlyRateText, type InterviewSlot, type SlotValues } from './slots'

/*
 * The recruiter in US Spanish (docs/adr/0102), as a Spanish-speaking recruiter talks to someone
 * looking for warehouse or plant work: tú, short sentences, the words used on the floor
 * ('montacargas', 'surtir pedidos', 'turno de noche'), not the English said word for word.
 * Gender-neutral where Spanish would make the candidate male or female ('Tengo anotado que
 * buscas', not 'Te tengo anotado'). The values the extractor fills are English catalogue names
 * ('Forklift Operator', 'Health insurance'): they are said in Spanish through the maps below;
 * free text (custom titles, place names) is said as written.
 */

/** 'a', 'a y b', 'a, b y c'; 'y' becomes 'e' before an i- sound, 'o' becomes 'u' before o-. */
export function listWordsEs(items: readonly string[], conjunction: 'y' | 'o' = 'y'): string {
  if (items.length <= 1) return items[0] ?? ''
  const last = items[items.length - 1] ?? ''
  const word =
    conjunction === 'y'
      ? /^h?[ií](?!e)/i.test(last)
        ? 'e'
        : 'y'
      : /^h?[oó]/i.test(last)
        ? 'u'
        : 'o'
  return `${items.slice(0, -1).join(', ')} ${word} ${last}`
}

const lower = (items: readonly string[]) =>
  items.map((item) => (/^[A-Z][a-z]/.test(item) ? item.toLowerCase() : item))

/** What each fixed job type is called in Spanish on the warehouse floor. */
const JOB_WORDS: Record<FixedJobType, string> = {
  'Forklift Operator': 'operador de montacargas',
  Assembler: 'ensamblador',
  'Order Picker': 'surtidor de pedidos',
  'Material Handler': 'manejo de materiales',
  'Machine Operator': 'operador de máquinas',
  'Production Associate': 'trabajador de producción',
  'Warehouse Associate': 'trabajador de almacén',
}

const SHIFT_WORDS: Record<Shift, string> = {
  first: 'primer turno',
  second: 'segundo turno',
  third: 'tercer turno',
  weekend: 'fines de semana',
  rotating: 'turnos rotativos',
}

/** The catalogue's benefit labels (server/catalogue/benefits.ts) in Spanish. */
const BENEFIT_WORDS: Record<string, string> = {
  'Health insurance': 'seguro médico',
  'Dental insurance': 'seguro dental',
  'Vision insurance': 'seguro de la vista',
  '401(k)': 'plan 401k',
  'Paid time off': 'días pagados',
  'Life insurance': 'seguro de vida',
  'Weekly pay': 'pago semanal',
  'Same-day pay': 'pago el mismo día',
  'Shift differential': 'pago extra por turno',
  'Overtime available': 'horas extra',
  'Tuition reimbursement': 'ayuda para estudios',
  'Employee discount': 'descuento de empleado',
  'Flexible schedule': 'horario flexible',
  'Referral bonus': 'bono por recomendar',
}

/** The skills vocabulary's names (server/vocabulary/skills.ts) in Spanish; others as written. */
const SKILL_WORDS: Record<string, string> = {
  'Forklift operation': 'manejo de montacargas',
  'Sit-down forklift': 'montacargas sentado',
  'Stand-up forklift': 'montacargas de pie',
  'Reach truck': 'reach truck',
  'Order picker': 'order picker',
  'Pallet jack': 'pallet jack',
  'Order picking': 'surtir pedidos',
  'RF scanner': 'escáner RF',
  'Inventory control': 'control de inventario',
  'Cycle counting': 'conteo cíclico',
  'Shipping and receiving': 'envíos y recibo',
  'Loading and unloading': 'carga y descarga',
  Packing: 'empaque',
  'Shrink wrapping': 'emplayado',
  'Material handling': 'manejo de materiales',
  Assembly: 'ensamblaje',
  'Blueprint reading': 'lectura de planos',
  'CNC operation': 'operación de CNC',
  'Machine operation': 'operación de máquinas',
  'Machine setup': 'ajuste de máquinas',
  Welding: 'soldadura',
  'Quality inspection': 'inspección de calidad',
  'Lean manufacturing': 'manufactura esbelta',
  'Calipers and micrometers': 'calibradores y micrómetros',
  'Hand and power tools': 'herramientas manuales y eléctricas',
  'Torque tools': 'herramientas de torque',
  'Preventive maintenance': 'mantenimiento preventivo',
  CDL: 'licencia CDL',
  'CPR and first aid': 'RCP y primeros auxilios',
  'Team leadership': 'liderar equipos',
  'Bilingual (English/Spanish)': 'bilingüe, inglés y español',
}

const inSpanish = (words: Record<string, string>, items: readonly string[]) =>
  items.map((item) => words[item] ?? lower([item])[0] ?? item)

/** '$17 - $20' -> 'de $17 a $20 la hora'; '$18+' -> 'por lo menos $18 la hora'. */
const dollarsInWords = (values: SlotValues) => {
  const range = hourlyRateText(values.hourlyRateRange)
  if (range === '') return ''
  if (range.endsWith('+')) return `por lo menos ${range.slice(0, -1)} la hora`
  if (range.startsWith('Up to ')) return `hasta ${range.slice('Up to '.length)} la hora`
  if (range.includes(' - ')) return `de ${range.replace(' - ', ' a ')} la hora`
  return `${range} la hora`
}

/** '25 miles' -> '25 millas'; '30 minutes' -> '30 minutos'. */
const commuteWords = (distance: string) =>
  distance.replace(/ miles$/, ' millas').replace(/ minutes$/, ' minutos')

const RELOCATION_WORDS: Record<Relocation, string> = {
  yes: 'Muy bien, sí te mudarías.',
  no: 'Muy bien, prefieres quedarte donde estás.',
  maybe: 'Muy bien, tal vez, si el trabajo vale la pena.',
}

const years = (count: number) => (count === 1 ? '1 año' : `${count} años`)

const SLOT_PROMPTS_ES: Record<InterviewSlot, SlotPrompt> = {
  jobTypes: {
    question:
      '¿Qué tipo de trabajo buscas? Por ejemplo: montacargas, surtir pedidos, ensamblaje u operar máquinas.',
    followUp:
      'Perdona, no te entendí. ¿Qué trabajo te gustaría tener? Puedes decir operador de montacargas, surtidor de pedidos, ensamblador, operador de máquinas o trabajador de almacén.',
    confirm: (values) => {
      const jobs = [...inSpanish(JOB_WORDS, values.jobTypes ?? []), ...lower(values.roles ?? [])]
      return jobs.length > 0 ? `Entendido: ${listWordsEs(jobs)}.` : ''
    },
  },
  shifts: {
    question: '¿En qué turnos puedes trabajar? ¿De día, de tarde, de noche o fines de semana?',
    followUp:
      '¿Qué horario te queda bien? Por ejemplo: primer turno de día, segundo turno en la tarde, tercer turno de noche, fines de semana o turnos rotativos.',
    confirm: (values) => {
      const shifts = values.shiftPreferences ?? []
      return shifts.length > 0
        ? `Muy bien: ${listWordsEs(shifts.map((shift) => SHIFT_WORDS[shift]))}.`
        : 'Muy bien, cualquier turno.'
    },
  },
  location: {
    question: '¿Dónde te gustaría trabajar? Dime una ciudad o un pueblo.',
    followUp:
      '¿En qué ciudad o zona buscamos? Por ejemplo: Columbus, Ohio, o el lugar donde vives ahora.',
    confirm: (values) => {
      const places = values.preferredLocations ?? []
      return places.length > 0 ? `Entendido: ${listWordsEs(places)}.` : ''
    },
  },
  commute: {
    question: '¿Qué tan lejos puedes ir a trabajar? Dime cuántas millas.',
    followUp:
      '¿Cuánto es lo más que viajarías cada día para llegar al trabajo? Por ejemplo: 10, 20 o 30 millas.',
    confirm: (values) =>
      values.maximumCommuteDistance === undefined
        ? ''
        : `Hasta ${commuteWords(values.maximumCommuteDistance)}, entendido.`,
  },
  relocation: {
    question: '¿Te mudarías a otra ciudad por un buen trabajo?',
    followUp: 'Nada más dime sí o no: ¿te mudarías por trabajo?',
    confirm: (values) =>
      values.relocation === undefined ? '' : RELOCATION_WORDS[values.relocation],
  },
  pay: {
    question: '¿Cuánto quieres ganar por hora?',
    followUp:
      '¿Qué es lo mínimo que aceptarías por hora, y cuánto te gustaría ganar? Por ejemplo: de $17 a $20 la hora.',
    confirm: (values) => {
      const pay = dollarsInWords(values)
      return pay === '' ? '' : `Entendido: ${pay}.`
    },
  },
  benefits: {
    question: '¿Necesitas algún beneficio, como seguro médico, días pagados o un plan 401k?',
    followUp:
      '¿Qué beneficios tiene que tener el trabajo sí o sí? Por ejemplo: seguro médico, dental, vacaciones pagadas o 401k. También puedes decir ninguno.',
    confirm: (values) => {
      const benefits = values.requiredBenefits ?? []
      return benefits.length > 0
        ? `Anotado: ${listWordsEs(inSpanish(BENEFIT_WORDS, benefits))}.`
        : 'Muy bien, no necesitas ningún beneficio en especial.'
    },
  },
  skills: {
    question:
      '¿Qué habilidades o certificaciones tienes? Por ejemplo: licencia de montacargas, escáner RF o leer planos.',
    followUp:
      '¿Qué sabes hacer bien en el trabajo? Por ejemplo: manejar montacargas, usar el escáner, empacar o revisar la calidad.',
    confirm: (values) => {
      const skills = values.skills ?? []
      return skills.length > 0 ? `Excelente: ${listWordsEs(inSpanish(SKILL_WORDS, skills))}.` : ''
    },
  },
  yearsOfExperience: {
    question: '¿Cuántos años llevas trabajando en este tipo de trabajo?',
    followUp: 'Más o menos, ¿cuántos años de experiencia tienes? Con un número aproximado basta.',
    confirm: (values) =>
      values.yearsOfExperience === undefined
        ? ''
        : `Gracias, ${years(values.yearsOfExperience)} de experiencia.`,
  },
}

function greeting(firstName: string, productName = 'Hirelane', channel: InterviewChannel = 'web') {
  const hello = firstName === '' ? '¡Hola!' : `¡Hola, ${firstName}!`
  return (
    `${hello} Soy el reclutador virtual de ${productName}, un asistente de inteligencia artificial. ` +
    'Te voy a hacer unas preguntas cortas sobre el trabajo que buscas. ' +
    // The embedded speech recognition is English-only: on the web, typing and the choices are
    // understood; on the phone, the keypad is.
    (channel === 'phone'
      ? 'Contesta en voz alta después de cada pregunta, o con el teclado cuando te diga las teclas.'
      : 'Por favor, escribe tus respuestas o toca una opción: así te entiendo mejor.')
  )
}

function closing(firstName: string) {
  const thanks = firstName === '' ? 'Gracias.' : `Gracias, ${firstName}.`
  return `${thanks} Es todo lo que necesito. Vamos a buscar trabajos que te queden bien y te avisamos. Ya puedes colgar.`
}

/* The read-back, as short as the English one: the work, the shifts, the place, the pay floor. */

/** The work of each fixed job type after 'trabajo' ('trabajo de montacargas'). */
const WORK_WORDS: Record<FixedJobType, string> = {
  'Forklift Operator': 'de montacargas',
  Assembler: 'de ensamblaje',
  'Order Picker': 'de surtir pedidos',
  'Material Handler': 'de manejo de materiales',
  'Machine Operator': 'de operador de máquinas',
  'Production Associate': 'de producción',
  'Warehouse Associate': 'de almacén',
}

const SHIFT_SPOKEN: Record<Shift, string> = {
  first: 'de día',
  second: 'de tarde',
  third: 'de noche',
  weekend: 'los fines de semana',
  rotating: 'en turnos rotativos',
}

const READ_BACK_MOST = 3
const STATE_NAMES = new Set(Object.values(US_STATES))

const someOf = (items: readonly string[], other: string) =>
  items.length > READ_BACK_MOST
    ? listWordsEs([...items.slice(0, READ_BACK_MOST), other], 'o')
    : listWordsEs(items, 'o')

const workWords = (values: SlotValues) =>
  someOf(
    [
      ...(values.jobTypes ?? []).map((type) => WORK_WORDS[type]),
      ...lower(values.roles ?? []).map((role) => `de ${role}`),
    ],
    'de otro tipo',
  )

const shiftWords = (shifts: readonly Shift[] = []) => {
  const anyShift = (['first', 'second', 'third'] as const).every((s) => shifts.includes(s))
  const words = anyShift
    ? [
        'en cualquier turno',
        ...shifts.filter((s) => s === 'weekend' || s === 'rotating').map((s) => SHIFT_SPOKEN[s]),
      ]
    : shifts.map((shift) => SHIFT_SPOKEN[shift])
  return listWordsEs(words)
}

const placeName = (place: string) => {
  if (/^\d{5}(-\d{4})?$/.test(place)) return `el código postal ${place}`
  return place.replace(/, [A-Z]{2}$/, '')
}

/** 'cerca de Dallas o Fort Worth', 'en Texas', 'cerca del código postal 75201'. */
const placeWords = (places: readonly string[] = []) => {
  if (places.length === 0) return ''
  const where = places.every((place) => STATE_NAMES.has(place)) ? 'en' : 'cerca de'
  return `${where} ${someOf(places.map(placeName), 'otros lugares')}`.replace(/\bde el\b/, 'del')
}

/** 'Tengo anotado que buscas trabajo de montacargas, de noche, cerca de Dallas, ...'. */
function readBack(values: SlotValues): string {
  const jobs = workWords(values)
  const shifts = shiftWords(values.shiftPreferences)
  const place = placeWords(values.preferredLocations)
  const pay = dollarsInWords(values)
  if (jobs === '' && shifts === '' && place === '' && pay === '') return ''
  const work = [jobs === '' ? 'trabajo' : `trabajo ${jobs}`]
  if (shifts !== '') work.push(shifts)
  if (place !== '') work.push(place)
  const what = work.join(', ')
  if (pay === '') return `Tengo anotado que buscas ${what}.`
  return work.length === 1 && jobs === ''
    ? `Tengo anotado que buscas ${what} que pague ${pay}.`
    : `Tengo anotado que buscas ${what}, ${pay}.`
}

const readBackQuestion = (channel: InterviewChannel = 'web') =>
  channel === 'phone'
    ? '¿Está bien así? Di que sí, o dime qué hay que cambiar.'
    : '¿Está bien así? Contesta sí, o dime qué hay que cambiar.'

/** The buttons of the closed questions; the job types as onboarding names them in Spanish. */
const CHOICE_LABELS_ES: ChoiceLabels = {
  jobTypes: {
    'forklift-operator': 'Operador de montacargas',
    assembler: 'Ensamblador',
    'order-picker': 'Surtidor de pedidos',
    'material-handler': 'Manejador de materiales',
    'machine-operator': 'Operador de máquinas',
    'production-associate': 'Asociado de producción',
    'warehouse-associate': 'Asociado de almacén',
  },
  shifts: {
    first: 'De día (primer turno)',
    second: 'De tarde (segundo turno)',
    third: 'De noche (tercer turno)',
    weekend: 'Fines de semana',
    rotating: 'Turnos rotativos',
    any: 'Cualquier turno',
  },
  relocation: { yes: 'Sí', no: 'No', maybe: 'Tal vez, por un buen trabajo' },
  benefits: {
    health: 'Seguro médico',
    dental: 'Seguro dental',
    vision: 'Seguro de la vista',
    'paid-time-off': 'Días pagados',
    '401k': 'Plan 401k',
    'weekly-pay': 'Pago semanal',
    none: 'Ninguno',
  },
  readBack: { yes: 'Sí, está bien', no: 'No, hay que cambiar algo' },
  change: { work: 'El trabajo', shifts: 'El turno', place: 'El lugar', pay: 'El pago' },
  confirmAnswer: { yes: 'Sí, está bien', no: 'No' },
}

/** The keypad on the phone: '#' is 'la tecla numeral', as Spanish phone menus in the US say it. */
const KEYPAD_PROMPTS_ES: KeypadPrompts = {
  hints: {
    jobTypes:
      'O marca 1 para montacargas, 2 para ensamblaje, 3 para surtir pedidos, 4 para manejo de materiales, 5 para operador de máquinas, 6 para producción, 7 para almacén, y al final la tecla numeral.',
    shifts:
      'O marca 1 para de día, 2 para de tarde, 3 para de noche, 4 para fines de semana, 5 para turnos rotativos, 6 para cualquier turno, y al final la tecla numeral.',
    location: 'O marca tu código postal y al final la tecla numeral.',
    commute: 'O marca las millas y al final la tecla numeral.',
    relocation: 'O marca 1 para sí, 2 para no, 3 para tal vez.',
    pay: 'O marca los dólares por hora y al final la tecla numeral.',
    benefits:
      'O marca 1 para seguro médico, 2 para dental, 3 para la vista, 4 para días pagados, 5 para plan 401k, 6 para pago semanal, 7 para ninguno, y al final la tecla numeral.',
    yearsOfExperience: 'O marca los años y al final la tecla numeral.',
    readBack: 'O marca 1 para sí, 2 para cambiar algo.',
    change: 'O marca 1 para el trabajo, 2 para el turno, 3 para el lugar, 4 para el pago.',
    confirmAnswer: 'O marca 1 para sí, 2 para no.',
  },
  sorry: 'Perdona, no entendí esas teclas.',
  sayIt: 'Esta respuesta dímela en voz alta, por favor.',
}

/** Everything the recruiter says in Spanish; `DialoguePrompts` makes a missing one a type error. */
export const SPANISH_PROMPTS: DialoguePrompts = {
  slots: SLOT_PROMPTS_ES,
  greeting,
  closing,
  readBack,
  readBackQuestion,
  correctionQuestion: '¿Qué quieres cambiar?',
  corrected: 'Listo, ya lo cambié.',
  isThatRight: (channel = 'web') =>
    channel === 'phone' ? '¿Está bien? Di sí o no.' : '¿Está bien?',
  resumePrefix: 'Sigamos donde nos quedamos.',
  choiceLabels: CHOICE_LABELS_ES,
  keypad: KEYPAD_PROMPTS_ES,
}

/**
 * Asked in Spanish, once, when an English interview's first answer is in Spanish: whether to go
 * on in Spanish. Not a question about a preference, so it is not counted as one.
 */
export const switchToSpanishOffer = (channel: InterviewChannel = 'web') =>
  `Veo que me contestas en español. ¿Quieres que sigamos la entrevista en español? ${
    channel === 'phone' ? 'Di sí o no.' : 'Contesta sí o no.'
  }`

/** The keypad's answer to the offer of Spanish, on the phone: in Spanish, like the offer. */
export const SPANISH_OFFER_KEYPAD_HINT = 'O marca 1 para sí, 2 para no.'

/** The buttons of the offer of Spanish: asked in Spanish, so answered in it. */
export const SPANISH_OFFER_LABELS: Readonly<Record<ChoiceId<'spanishOffer'>, string>> = {
  yes: 'Sí, en español',
  no: 'No, en inglés',
}
