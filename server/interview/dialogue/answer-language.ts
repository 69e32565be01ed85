/**
 * Which language an answer is in, for the offer to switch an English interview to Spanish
 * (docs/adr/0107). Deliberately cautious: the offer interrupts the interview, so only an answer
 * that is clearly Spanish gets it. Words are counted, not guessed: Spanish function words and the
 * words a warehouse answer is made of, against their English counterparts; a word with a
 * Spanish accent or letter (á, ñ, ¿) counts as Spanish. Spanglish ('quiero forklift de noche en
 * Dallas') is Spanish when its Spanish words outnumber its English ones.
 */

const SPANISH_WORDS = new Set(
  (
    'de del el la los las en que y o con por para un una unos unas mis me yo tu te es son ' +
    'pero si sí más mas muy como cuando donde también tambien al lo le se su sus esta está ' +
    'estoy soy hay tengo tenía quiero quisiera busco buscando necesito puedo puede prefiero ' +
    'trabajo trabajar trabajé trabaje trabajando hago manejo manejar hora horas año años anos ' +
    'turno turnos noche noches día días dia dias tarde tardes mañana manana semana semanas fines ' +
    'cerca millas minutos cualquier cualquiera seguro aseguranza gracias bueno nada ninguno ' +
    'ninguna algo eso esto mucho poco ahora aquí aqui almacén almacen montacargas ensamble ' +
    'ensamblaje empacador surtir pedidos mudar mudarme mudaría dólares dolares pago pagan ' +
    'sueldo menos mínimo minimo máximo maximo experiencia casa lejos vivo ciudad claro'
  ).split(' '),
)

const ENGLISH_WORDS = new Set(
  (
    "the and i im i'm to of for with want wanna looking look like my is at an or in on job " +
    'jobs work working worked any days nights weekends shift shifts hour hours miles years ' +
    'year can would will need have has been it that this but not yes yeah move around near ' +
    "within from about just do dont don't prefer some something get got more than less " +
    'least most only also too please thanks am be was were you your we they what where'
  ).split(' '),
)

/** Articles that start US place names ('El Paso', 'Las Vegas', 'Los Angeles', 'San Antonio'). */
const PLACE_ARTICLES = new Set(['el', 'la', 'las', 'los', 'san', 'santa', 'de', 'del'])
const SPANISH_LETTER = /[áéíóúñü¿¡]/i

/** The words of `text` with whether each is Spanish, English or neither. */
function countWords(text: string): { spanish: number; english: number } {
  const tokens = text.match(/[\p{L}']+|[¿¡]/gu) ?? []
  let spanish = 0
  let english = 0
  tokens.forEach((token, index) => {
    const word = token.toLowerCase()
    const next = tokens[index + 1]
    // 'El Paso' is a town, not Spanish: an article before a capitalised word counts for nothing.
    if (PLACE_ARTICLES.has(word) && next !== undefined && /^\p{Lu}/u.test(next)) return
    if (SPANISH_WORDS.has(word) || SPANISH_LETTER.test(word)) spanish++
    else if (ENGLISH_WORDS.has(word)) english++
  })
  return { spanish, english }
}

/** Whether an answer is clearly Spanish: at least two Spanish words, more than English ones. */
export function looksSpanish(text: string): boolean {
  const { spanish, english } = countWords(text)
  return spanish >= 2 && spanish > english
}

const NAMES_ENGLISH = /\b(english|ingl[eé]s)(?![a-z])/i
const NAMES_SPANISH = /\b(spanish|espa[nñ]ol)(?![a-z])/i
const STARTS_NO = /^\W*(no|nope|nah|not really)(?![a-z])/i
const STARTS_YES =
  /^\W*(s[ií]|yes|yeah|yep|yup|sure|ok|okay|claro|dale|va|bueno|perfecto|por favor|de acuerdo|est[aá] bien|[oó]rale|please)(?![a-z])/i

/**
 * The answer to the offer to go on in Spanish: 'sí', 'claro', 'yes', 'en español, por favor',
 * or any answer that is itself Spanish, switches; 'no', 'English', 'inglés', anything else, and
 * silence keep English.
 */
export function acceptsSpanish(reply: string): boolean {
  if (NAMES_ENGLISH.test(reply)) return false
  if (NAMES_SPANISH.test(reply)) return true
  if (STARTS_NO.test(reply)) return false
  return STARTS_YES.test(reply) || looksSpanish(reply)
}
