import { ITEM, walkSchema, type SchemaNode, type Segments } from '../../../contract/schema-walk'

/*
 * Mutated requests derived from one valid request and the contract's schemas of its parts
 * (query, JSON body, path id), for tests/integration/fuzz-contract.test.ts. Everything here is
 * a fixed list walked in a fixed order: the same requests on every run, no randomness.
 */

/** A request as the test sends it: the query as raw text, so malformed encodings can be sent. */
export interface FuzzRequest {
  method: 'GET' | 'POST'
  /** The path with its {jobId} filled in (percent-encoded). */
  path: string
  /** Without the leading '?'. */
  query: string
  headers: Record<string, string>
  body?: string
}

export interface Mutation {
  /** What was changed, for the failure report: "body.customTitles[0]: NUL". */
  label: string
  /** The field a validation refusal must name (its last key), when one field was changed. */
  field?: string
  request: FuzzRequest
}

/** A valid request's parts, before encoding. */
export interface ValidRequest {
  method: 'GET' | 'POST'
  /** With '{jobId}' where the path id goes. */
  pathTemplate: string
  query?: { schema: SchemaNode; value: Record<string, string> }
  body?: { schema: SchemaNode; value: Record<string, unknown> }
  path?: { schema: SchemaNode; value: { jobId: string } }
  headers: Record<string, string>
}

const ONE_MB = 1024 * 1024
/** Under the API's 64 KB body limit, so it reaches the schemas' length rules. */
const LONG = 10_000
const DEPTH = 10_000

/** A JSON token sent as it is (numbers JSON.stringify cannot write, deep nesting). */
interface Raw {
  raw: string
}
const raw = (text: string): Raw => ({ raw: text })
const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && 'raw' in value

const deepArrays = '['.repeat(DEPTH) + ']'.repeat(DEPTH)
const deepObjects = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)

/** Strings worth trying in any text field: emptiness, size, unicode and control characters. */
const STRINGS: Array<[string, string]> = [
  ['empty string', ''],
  ['spaces only', '   '],
  ['10,000 characters', 'x'.repeat(LONG)],
  ['1 MB string', 'y'.repeat(ONE_MB)],
  ['emoji', '👩🏽‍🔧🚜 Forklift 工程师'],
  ['right-to-left', '\u202eمشغل رافعة\u200f'],
  ['combining marks', 'Z\u0337\u031b\u0061\u0338l\u0336g\u0335o\u0337'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'a\udfffb'],
  ['zero-width and BOM', '\ufeff\u200b\u200d'],
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['control characters', '\u0001\u0007\u001b[31m\u007f\u0085'],
  ['tab and newline', 'a\tb\nc\r\n'],
  ['number as text 1e308', '1e308'],
  ['number as text -0', '-0'],
  ['NaN as text', 'NaN'],
  ['Infinity as text', 'Infinity'],
  ['2**53+1 as text', String(2 ** 53 + 1)],
  ['SQL and markup', "'; DROP TABLE candidates; -- <script>alert(1)</script>"],
  ['prototype key', '__proto__'],
]

/** What is appended to a valid value: it keeps its shape up to the end. */
const SUFFIXES: Array<[string, string]> = [
  ['valid then NUL', '\u0000'],
  ['valid then newline', '\n'],
  ['valid then emoji', '🚜'],
  ['valid then lone surrogate', '\ud83d'],
  ['valid then 1 MB', 'z'.repeat(ONE_MB)],
]

/** Values of every JSON type and the numbers that break naive code. */
const VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['zero', 0],
  ['a number', 42],
  ['a fraction', 0.5],
  ['negative', -1],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['-0', raw('-0')],
  ['1e999 (Infinity)', raw('1e999')],
  ['2**53+1', raw(String(2 ** 53 + 1))],
  ['a string', 'text'],
  ['an empty array', []],
  ['an array of a string', ['text']],
  ['an empty object', {}],
  ['an object', { nested: 'text' }],
  ['10,000 nested arrays', raw(deepArrays)],
]

/* Query and path encodings ---------------------------------------------------------------- */

/** Percent-encoded text the way a URL carries it; lone surrogates as their (invalid) UTF-8. */
function encodeQueryValue(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char)
  }
  return out
}

/** Encodings no encoder writes: bad percent escapes and invalid UTF-8. */
const RAW_ENCODINGS: Array<[string, string]> = [
  ['a lone %', '%'],
  ['a bad escape %zz', '%zz'],
  ['invalid UTF-8 %FF', '%FF'],
  ['overlong NUL %C0%80', '%C0%80'],
  ['an encoded surrogate', '%ED%A0%80'],
  ['plus signs', '+++'],
  ['an encoded ampersand and equals', '%26x%3Dy'],
]

/** STRINGS and SUFFIXES percent-encoded once: the 1 MB ones are slow to encode per request. */
const ENCODED_STRINGS = STRINGS.map(([label, text]) => [label, encodeQueryValue(text)] as const)
const ENCODED_SUFFIXES = SUFFIXES.map(([label, text]) => [label, encodeQueryValue(text)] as const)

const queryText = (pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.map(([key, value]) => (value === '\u0000NO-EQUALS' ? key : `${key}=${value}`)).join('&')

function encodedPairs(value: Record<string, string>): Array<[string, string]> {
  return Object.entries(value).map(([key, text]) => [key, encodeQueryValue(text)])
}

/* Bodies ---------------------------------------------------------------------------------- */

const MARK = '\u0000FUZZ-RAW\u0000'

/** JSON text of `value`, with any Raw token written as it is. */
function jsonText(value: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (isRaw(inner)) {
      raws.push(inner.raw)
      return MARK
    }
    return inner
  })
  const parts = text.split(JSON.stringify(MARK))
  return parts.reduce((joined, part, index) => joined + (raws[index - 1] ?? '') + part)
}

/** A copy of `object` with the value at `segments` (ITEM: the first item) set or deleted. */
function withValue(
  object: Record<string, unknown>,
  segments: Segments,
  value: unknown,
  remove = false,
): Record<string, unknown> {
  const copy = structuredClone(object)
  let node: Record<string, unknown> | unknown[] = copy
  for (const [index, segment] of segments.entries()) {
    const key = segment === ITEM ? 0 : segment
    const last = index === segments.length - 1
    const container = node as Record<string | number, unknown>
    if (last) {
      if (remove) {
        if (Array.isArray(container)) container.splice(key as number, 1)
        else delete container[key]
      } else container[key] = value
      return copy
    }
    node = container[key] as Record<string, unknown> | unknown[]
  }
  return copy
}

/** The valid value at `segments`, or undefined where the valid request has none. */
function valueAt(object: unknown, segments: Segments): unknown {
  let node = object
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string | number, unknown>)[segment === ITEM ? 0 : segment]
  }
  return node
}

/**
 * Every field of an object schema, once (the outermost schema at each path), nested objects and
 * the first item of arrays included.
 */
function fieldsOf(schema: SchemaNode): Segments[] {
  const seen = new Map<string, Segments>()
  walkSchema(schema, (_node, segments) => {
    if (segments.length > 0 && !seen.has(segments.join('\u0001')))
      seen.set(segments.join('\u0001'), segments)
  })
  return [...seen.values()]
}

/** The last key of a path: what the 400's message names. */
const fieldName = (segments: Segments) => segments.filter((segment) => segment !== ITEM).at(-1)
const pathLabel = (segments: Segments) =>
  segments.map((segment) => (segment === ITEM ? '[0]' : `.${segment}`)).join('')

/* The mutations ---------------------------------------------------------------------------- */

/** The valid request itself, encoded. */
export function encode(valid: ValidRequest): FuzzRequest {
  const jobId = valid.path ? encodeURIComponent(valid.path.value.jobId) : ''
  return {
    method: valid.method,
    path: valid.pathTemplate.replace('{jobId}', jobId),
    query: valid.query ? queryText(encodedPairs(valid.query.value)) : '',
    headers: {
      ...valid.headers,
      ...(valid.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(valid.method === 'POST' ? { body: jsonText(valid.body?.value ?? {}) } : {}),
  }
}

function queryMutations(valid: ValidRequest, base: FuzzRequest): Mutation[] {
  const value = valid.query?.value ?? {}
  const pairs = encodedPairs(value)
  const out: Mutation[] = []
  const withQuery = (label: string, query: string, field?: string): Mutation => ({
    label: `query${label}`,
    ...(field ? { field } : {}),
    request: { ...base, query },
  })
  const fields = valid.query ? fieldsOf(valid.query.schema).map((segments) => segments[0]) : []
  for (const field of fields) {
    if (field === undefined) continue
    const others = pairs.filter(([key]) => key !== field)
    const validText = pairs.find(([key]) => key === field)?.[1] ?? 'x'
    const set = (label: string, encoded: string) =>
      out.push(withQuery(`.${field}: ${label}`, queryText([...others, [field, encoded]]), field))
    out.push(withQuery(`.${field}: missing`, queryText(others), field))
    out.push(
      withQuery(`.${field}: no '='`, queryText([...others, [field, '\u0000NO-EQUALS']]), field),
    )
    for (const [label, encoded] of ENCODED_STRINGS) set(label, encoded)
    for (const [label, encoded] of ENCODED_SUFFIXES) set(label, validText + encoded)
    for (const [label, encoded] of RAW_ENCODINGS) set(label, encoded)
    set('a JSON array', encodeURIComponent('["a"]'))
    // Duplicated parameters, in both orders and with a bad twin.
    for (const [label, twins] of [
      ['twice', [validText, validText]],
      ['twice, bad second', [validText, '%00']],
      ['twice, bad first', ['%00', validText]],
      ['twice, other value', [validText, encodeQueryValue('other')]],
    ] as const) {
      out.push(
        withQuery(
          `.${field}: ${label}`,
          queryText([...others, ...twins.map((twin): [string, string] => [field, twin])]),
          field,
        ),
      )
    }
    for (const style of [`${field}[]`, `${field}[0]`, `${field}.x`])
      out.push(withQuery(`: ${style}`, queryText([...others, [style, validText]])))
  }
  // Whole-query changes, for every call (those without parameters too).
  for (const [label, extra] of [
    ['an extra parameter', [['extra', 'x']]],
    ['__proto__', [['__proto__', 'x']]],
    [
      'constructor and hasOwnProperty',
      [
        ['constructor', 'x'],
        ['hasOwnProperty', 'x'],
      ],
    ],
    ['an empty name', [['', 'x']]],
    ['1,000 parameters', Array.from({ length: 1000 }, (_, i) => [`p${i}`, String(i)])],
    ['a 1 MB parameter', [['big', 'q'.repeat(ONE_MB)]]],
  ] as const) {
    out.push(withQuery(`: ${label}`, queryText([...pairs, ...(extra as Array<[string, string]>)])))
  }
  out.push(withQuery(': only separators', `&&&=&==${base.query ? '&' + base.query : ''}`))
  return out
}

function pathMutations(valid: ValidRequest, base: FuzzRequest): Mutation[] {
  if (!valid.path) return []
  const at = (label: string, encoded: string): Mutation => ({
    label: `path.jobId: ${label}`,
    field: 'jobId',
    request: { ...base, path: valid.pathTemplate.replace('{jobId}', encoded) },
  })
  const jobId = encodeURIComponent(valid.path.value.jobId)
  return [
    ...ENCODED_STRINGS.filter(([, encoded]) => encoded !== '').map(([label, encoded]) =>
      at(label, encoded),
    ),
    ...ENCODED_SUFFIXES.map(([label, encoded]) => at(label, jobId + encoded)),
    ...RAW_ENCODINGS.map(([label, encoded]) => at(label, encoded)),
    at('dot-dot', '..'),
    at('an encoded slash', `${jobId}%2F..`),
    at('upper case', jobId.toUpperCase()),
  ]
}

function bodyMutations(valid: ValidRequest, base: FuzzRequest): Mutation[] {
  if (valid.method !== 'POST') return []
  const value = valid.body?.value ?? {}
  const out: Mutation[] = []
  // The body is made when the request is sent: a batch holds many megabytes of them otherwise.
  const withBody = (
    label: string,
    body: string | undefined | (() => string),
    field?: string,
    headers = base.headers,
  ): Mutation => ({
    label: `body${label}`,
    ...(field ? { field } : {}),
    get request() {
      const text = typeof body === 'function' ? body() : body
      return { ...base, headers, ...(text === undefined ? { body: undefined } : { body: text }) }
    },
  })
  const fields = valid.body ? fieldsOf(valid.body.schema) : []
  for (const segments of fields) {
    const current = valueAt(value, segments)
    const parentExists = valueAt(value, segments.slice(0, -1)) !== undefined
    if (!parentExists) continue
    const name = fieldName(segments)
    const where = pathLabel(segments)
    const set = (label: string, replacement: unknown) =>
      out.push(
        withBody(
          `${where}: ${label}`,
          () => jsonText(withValue(value, segments, replacement)),
          name,
        ),
      )
    if (current !== undefined && segments.at(-1) !== ITEM)
      out.push(
        withBody(`${where}: missing`, () => jsonText(withValue(value, segments, 0, true)), name),
      )
    for (const [label, replacement] of VALUES) set(label, replacement)
    if (typeof current === 'string') {
      for (const [label, text] of STRINGS) set(label, text)
      for (const [label, text] of SUFFIXES) set(label, current + text)
    }
  }
  // Extra fields, including the keys that pollute prototypes in naive merges.
  const json = jsonText(value)
  const inner = json.slice(1, -1)
  const joined = (extra: string) => `{${extra}${inner ? ',' + inner : ''}}`
  out.push(withBody(': an extra field', joined('"extraField":"x"')))
  out.push(withBody(': __proto__', joined('"__proto__":{"polluted":true,"candidateId":"x"}')))
  out.push(withBody(': constructor.prototype', joined('"constructor":{"prototype":{"x":1}}')))
  out.push(
    withBody(': 1,000 extra fields', () =>
      joined(Array.from({ length: 1000 }, (_, i) => `"f${i}":${i}`).join(',')),
    ),
  )
  // A key twice: JSON.parse keeps the last, so a bad twin after a good one.
  const firstKey = Object.keys(value)[0]
  if (firstKey) {
    out.push(
      withBody(
        `: ${firstKey} twice, bad second`,
        `${json.slice(0, -1)},"${firstKey}":null}`,
        firstKey,
      ),
    )
    out.push(withBody(`: ${firstKey} twice, good second`, `{"${firstKey}":null,${inner}}`))
  }
  // Whole bodies that are not the object asked for, or not JSON at all.
  for (const [label, body] of [
    ['empty', ''],
    ['null', 'null'],
    ['an array', '[]'],
    ['an array of the valid body', `[${json}]`],
    ['a string', '"text"'],
    ['a number', '42'],
    ['true', 'true'],
    ['an empty object', '{}'],
    ['an unclosed object', '{'],
    ['a trailing comma', '{"a":1,}'],
    ['single quotes', "{'a':1}"],
    ['NaN', 'NaN'],
    ['the valid body then garbage', `${json}x`],
    ['the valid body twice', json + json],
    ['a byte order mark first', `\ufeff${json}`],
    ['a NUL byte', `${json.slice(0, -1)}\u0000}`],
    ['a lone surrogate escape key', `{"\\ud800":1${inner ? ',' + inner : ''}}`],
    ['10,000 nested arrays', deepArrays],
    ['10,000 nested objects', deepObjects],
    ['1 MB', () => joined(`"padding":"${'p'.repeat(ONE_MB)}"`)],
  ] as const) {
    out.push(withBody(`: ${label}`, body))
  }
  // Content types other than JSON, and none.
  const { 'Content-Type': _json, ...noType } = base.headers
  out.push(
    withBody(': as text/plain', json, undefined, { ...noType, 'Content-Type': 'text/plain' }),
  )
  out.push(withBody(': without a content type', json, undefined, noType))
  const form = new URLSearchParams(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' ? item : JSON.stringify(item),
    ]),
  ).toString()
  out.push(
    withBody(': form-encoded', form, undefined, {
      ...noType,
      'Content-Type': 'application/x-www-form-urlencoded',
    }),
  )
  out.push(
    withBody(
      ': multipart',
      `--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n`,
      undefined,
      {
        ...noType,
        'Content-Type': 'multipart/form-data; boundary=b',
      },
    ),
  )
  out.push(withBody(': no body at all', undefined, undefined, noType))
  return out
}

/** Every mutation of a valid request, in a fixed order. */
export function mutationsOf(valid: ValidRequest): Mutation[] {
  const base = encode(valid)
  return [
    ...queryMutations(valid, base),
    ...pathMutations(valid, base),
    ...bodyMutations(valid, base),
  ]
}
