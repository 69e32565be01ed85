import { fold } from './fold'

/**
 * Skills and certifications of hourly and industrial work, with the patterns (on folded text:
 * lower case, no accents; English and Spanish) that name them. Order is display order when
 * several are found in one phrase.
 */
const POSTURE = String.raw`\s+(?:all day|for (?:long|hours|a long time|the whole|\d+ hours)|and (?:reach|bend|lift) for)\b`

const CATALOGUE: { skill: string; pattern: RegExp }[] = [
  {
    skill: 'Forklift operation',
    pattern: /\bfork\s?-?lifts?\b|\bmontacargas\b|\bhi-?lo\b|\bhyster\b/,
  },
  // Not the posture: 'stand up all day', 'sit down for hours', 'stand up and reach for boxes'.
  {
    skill: 'Sit-down forklift',
    pattern: new RegExp(String.raw`\bsit[\s-]?down\b(?!${POSTURE})|\bcounter\s?-?balance`),
  },
  {
    skill: 'Stand-up forklift',
    pattern: new RegExp(String.raw`\bstand[\s-]?up\b(?!\s+(?:meeting|comed)|${POSTURE})`),
  },
  { skill: 'Reach truck', pattern: /\breach\s?-?trucks?\b/ },
  {
    skill: 'Order picker',
    pattern: /\border\s?-?pickers?\b|\bcherry\s?-?pickers?\b|\bpicker\s+trucks?\b/,
  },
  {
    skill: 'Pallet jack',
    pattern: /\bpallet\s?-?jacks?\b|\bpatin(?:es)?\b|\bwalkie(?:\s+rider)?\b/,
  },
  {
    skill: 'Order picking',
    pattern:
      /\border\s+picking\b|\bpicking\b|\bpick(?:ed)?\s+(?:and\s+pack(?:ed)?\s+)?orders\b|\bsurtido\b/,
  },
  { skill: 'OSHA 10', pattern: /\bosha[\s-]*10\b/ },
  { skill: 'OSHA 30', pattern: /\bosha[\s-]*30\b/ },
  {
    skill: 'RF scanner',
    pattern:
      /\brf\s*(?:scanners?|guns?|scanning|devices?)\b|\bradio\s+frequency\b|\bhand\s?-?held\s+scanners?\b|\bescaner(?:\s+rf)?\b|\bscanner\s+rf\b/,
  },
  { skill: 'WMS', pattern: /\bwms\b|\bwarehouse\s+management\s+systems?\b/ },
  { skill: 'SAP', pattern: /\bsap\b/ },
  { skill: 'Inventory control', pattern: /\binventory\b|\binventario\b/ },
  { skill: 'Cycle counting', pattern: /\bcycle\s+counts?(?:ing)?\b|\bconteo\s+ciclico\b/ },
  {
    skill: 'Shipping and receiving',
    pattern: /\bshipping\b|\breceiving\b|\benvios?\b|\brecepcion\b|\brecibir\s+y\s+enviar\b/,
  },
  {
    skill: 'Loading and unloading',
    pattern:
      /\bunload(?:ing|ed)?\b|\bload(?:ing|ed)?\s+(?:and|&|\/)\s+unload|\bcarga\s+y\s+descarga\b|\bloading\s+trucks\b/,
  },
  { skill: 'Packing', pattern: /\bpack(?:ing|ed)\b|\bempa(?:que|car|cado)\b/ },
  { skill: 'Shrink wrapping', pattern: /\bshrink[\s-]?wrap/ },
  { skill: 'Material handling', pattern: /\bmaterial\s+handling\b|\bmanejo\s+de\s+materiales\b/ },
  { skill: 'Assembly', pattern: /\bassembl(?:y|ing|ed|e)\b|\bensambl(?:e|aje|ar)\b/ },
  {
    skill: 'Blueprint reading',
    pattern:
      /\bblue\s?-?prints?\b|\b(?:print|drawing)\s+reading\b|\breading\s+prints\b|\blectura\s+de\s+planos\b/,
  },
  { skill: 'CNC operation', pattern: /\bcnc\b/ },
  {
    skill: 'Machine operation',
    pattern: /\bmachine\s+(?:operation|operating|operator|tending)\b|\bmaquinaria\b/,
  },
  {
    skill: 'Machine setup',
    pattern: /\bmachine\s+set\s?-?up\b|\bset\s?up\s+and\s+run\b|\bchangeovers?\b/,
  },
  { skill: 'Welding', pattern: /\bweld(?:ing|er)?\b|\b(?:mig|tig)\b|\bsoldadura\b|\bsoldar\b/ },
  {
    skill: 'Quality inspection',
    pattern:
      /\bquality\s+(?:inspection|control|checks?|assurance)\b|\binspect(?:ion|ing|ed)?\b|\bcontrol\s+de\s+calidad\b/,
  },
  { skill: 'Lean manufacturing', pattern: /\blean\b/ },
  { skill: '5S', pattern: /\b5s\b/ },
  { skill: 'Calipers and micrometers', pattern: /\bcalipers?\b|\bmicrometers?\b/ },
  {
    skill: 'Hand and power tools',
    pattern: /\b(?:hand|power)\s+(?:and\s+power\s+)?tools\b|\bherramientas\b/,
  },
  { skill: 'Torque tools', pattern: /\btorque\s+(?:tools?|wrench(?:es)?|guns?)\b/ },
  {
    skill: 'Preventive maintenance',
    pattern: /\bpreventive\s+maintenance\b|\bmantenimiento\s+preventivo\b/,
  },
  { skill: 'CDL', pattern: /\bcdl\b|\bcommercial\s+driver/ },
  { skill: 'CPR and first aid', pattern: /\bcpr\b|\bfirst\s+aid\b|\bprimeros\s+auxilios\b/ },
  { skill: 'Microsoft Excel', pattern: /\bexcel\b/ },
  {
    skill: 'Team leadership',
    pattern: /\bteam\s+lead(?:er(?:ship)?)?\b|\blead\s+a\s+crew\b|\bsupervis(?:e|ed|ing|ion)\b/,
  },
  {
    skill: 'Bilingual (English/Spanish)',
    pattern:
      /\bbilingu[ae]l?\b|\bbilingue\b|\benglish\s*(?:and|&|\/|y)\s*spanish\b|\bspanish\s*(?:and|&|\/|y)\s*english\b|\bingles\s*(?:y|e|\/)\s*espanol\b|\bespanol\s*(?:y|e|\/)\s*ingles\b/,
  },
]

/** Every catalogue skill's label, in catalogue order (the speech recogniser's corpus says them). */
export const CATALOGUE_SKILLS: readonly string[] = CATALOGUE.map(({ skill }) => skill)

/** The catalogue skills that the text names, in catalogue order. */
export function catalogueSkills(text: string): string[] {
  const folded = fold(text)
  return CATALOGUE.filter(({ pattern }) => pattern.test(folded)).map(({ skill }) => skill)
}
