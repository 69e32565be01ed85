/// <reference types="vite/client" />
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { pathText, walkSchema, type SchemaNode } from './schema-walk'
import { NO_CONTROL_CHARACTERS, freeText, hasControlCharacters, plainText } from './text'

/*
 * No string a request carries may hold a control character (free text: but tab and
 * line breaks). This walks every schema every contract module exports, so a request schema or a
 * string field added later is checked without anyone remembering; only the server's answers
 * (RESPONSE_SHAPES and every *ResponseSchema) are left out.
 */

/** What the server sends, never receives: its strings are not checked. */
const RESPONSE_SHAPES = new Set([
  'agencyDeletionMessageSchema',
  'agencyMessageSchema',
  'agencyReportMessageSchema',
  'applicationCardSchema',
  'badgeSchema',
  'basicProfileSchema',
  'callingHoursDetailsSchema',
  'candidateProfileSchema',
  'candidateReportSchema',
  'dashboardStatSchema',
  'dataExportSchema',
  'devAgencyReportSchema',
  'devApplicationSchema',
  'devPersonRequestSchema',
  'errorEnvelopeSchema',
  'jobMatchStatisticsSchema',
  'jobTitleCountSchema',
  'loginSessionDataSchema',
  'onboardingStepSchema',
  'paginationSchema',
  'personRequestSchema',
  'preferencesSchema',
  'profileAnalysisSchema',
  'profileDetailsSchema',
  'pushMessageSchema',
  'scheduledCallSchema',
  'serverSignalSchema',
  'sharedReportSchema',
  'sharingAgencySchema',
  'stageHistoryEntrySchema',
  'submissionDetailSchema',
  'submissionStatSchema',
])

/** The free-text fields (schema.path): tab and line breaks allowed, other controls refused. */
const FREE_TEXT_FIELDS = new Set([
  'clientSignalSchema.sdp',
  'clientSignalSchema.text',
  'deleteCandidateRequestSchema.otherReason',
  'editProfileRequestSchema.aboutMe',
  'feedbackRequestSchema.otherReason',
])

type Node = SchemaNode

// Every module of contract/, so a new one is walked too (vite's glob, resolved when it loads).
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
})
const moduleNames = Object.keys(modules)

/** Every exported request schema, by export name. */
const requestSchemas: Array<[string, Node]> = Object.values(modules).flatMap((exports) =>
  Object.entries(exports).filter(
    (entry): entry is [string, Node] =>
      typeof entry[1] === 'object' &&
      entry[1] !== null &&
      (entry[1] as { kind?: unknown }).kind === 'schema' &&
      !entry[0].endsWith('ResponseSchema') &&
      !RESPONSE_SHAPES.has(entry[0]),
  ),
)

/** Every string schema inside `schema`, with its path (array items as []). */
function stringsOf(schema: Node, path: string): Array<[string, Node]> {
  const strings: Array<[string, Node]> = []
  walkSchema(schema, (node, segments) => {
    if (node.type === 'string') strings.push([`${path}${pathText(segments)}`, node])
  })
  return strings
}

/** Whether the rule is in the string's pipe, or in the pipe of the string it pipes on. */
function carriesTheRule(schema: Node): boolean {
  return (schema.pipe ?? []).some(
    (item) =>
      (item as Record<string, unknown>)[NO_CONTROL_CHARACTERS] === true ||
      (item !== schema && (item as Node).type === 'string' && carriesTheRule(item as Node)),
  )
}

const refusesAsControl = (schema: Node, value: string) =>
  (v.safeParse(schema, value).issues ?? []).some((issue) =>
    issue.message.includes('must not contain control characters'),
  )

const strings = requestSchemas.flatMap(([name, schema]) => stringsOf(schema, name))
const ALWAYS_REFUSED = ['\u0000', 'a\u0000b', '\u0001', '\u0007', '\u001b[31m', '\u007f', '\u0085']

describe('control characters in requests', () => {
  it('finds the request schemas and their strings', () => {
    expect(moduleNames).toContain('./onboarding.ts')
    const names = requestSchemas.map(([name]) => name)
    for (const name of [
      'updateUserTitlePreferenceRequestSchema',
      'updateCandidateDetailsRequestSchema',
      'generateResumeUrlQuerySchema',
      'jobIdParamSchema',
      'applicationsQuerySchema',
      'clientSignalSchema',
    ])
      expect(names).toContain(name)
    const paths = strings.map(([path]) => path)
    expect(paths).toContain('updateUserTitlePreferenceRequestSchema.customTitles[]')
    expect(paths).toContain('updateCandidateDetailsRequestSchema.emailId')
    expect(paths).toContain('generateResumeUrlQuerySchema.fileName')
    expect(paths).toContain('jobIdParamSchema.jobId')
    expect(strings.length).toBeGreaterThan(40)
  })

  it.each(strings)('%s goes through plainText or freeText', (_path, schema) => {
    expect(carriesTheRule(schema)).toBe(true)
  })

  it.each(strings)('%s refuses NUL and the other control characters', (_path, schema) => {
    for (const value of ALWAYS_REFUSED) expect(refusesAsControl(schema, value), value).toBe(true)
  })

  it.each(strings)('%s takes tab and line breaks only if it is free text', (path, schema) => {
    const freeTextField = FREE_TEXT_FIELDS.has(path)
    for (const value of ['a\tb', 'a\nb', 'a\r\nb'])
      expect(refusesAsControl(schema, value), JSON.stringify(value)).toBe(!freeTextField)
  })

  it('lists only free-text fields that exist', () => {
    const paths = new Set(strings.map(([path]) => path))
    for (const path of FREE_TEXT_FIELDS) expect(paths.has(path), path).toBe(true)
  })
})

describe('plainText and freeText', () => {
  it('name the field, and keep ordinary text (accents, emoji, other scripts) as it is', () => {
    const title = plainText('customTitles')
    expect(v.parse(title, 'Señor Técnico 🚜 工程师')).toBe('Señor Técnico 🚜 工程师')
    expect(v.safeParse(title, 'Forklift\u0000').issues?.[0]?.message).toBe(
      'customTitles must not contain control characters',
    )
    expect(v.safeParse(title, 42).issues?.[0]?.message).toBe(
      'Invalid type: Expected string but received 42',
    )
    expect(
      v.safeParse(plainText('fileName', 'fileName is required'), 42).issues?.[0]?.message,
    ).toBe('fileName is required')
    expect(v.parse(freeText('aboutMe'), 'Line one\n\tLine two\r\n')).toBe(
      'Line one\n\tLine two\r\n',
    )
    expect(v.is(freeText('aboutMe'), 'nul\u0000')).toBe(false)
  })

  it('hasControlCharacters: what the forms check before sending', () => {
    expect(hasControlCharacters('Forklift operator')).toBe(false)
    expect(hasControlCharacters('Fork\u0000lift')).toBe(true)
    expect(hasControlCharacters('tab\there')).toBe(true)
    expect(hasControlCharacters('\u009b')).toBe(true)
  })
})
