import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  ABOUT_ME_MAX_LENGTH,
  DATE_OF_BIRTH_MESSAGES,
  DELETE_ACCOUNT_MESSAGES,
  DELETE_ACCOUNT_OPTIONS,
  OTHER_REASON,
  dateOfBirthProblem,
  deleteCandidateRequestOf,
  deleteCandidateRequestSchema,
  editProfileRequestSchemaOn,
  experienceTimeOfYears,
  generateProfileImageUrlQuerySchema,
  isCalendarDate,
  yearsOfExperienceTime,
} from './profile'

const TODAY = new Date('2026-05-10T12:00:00Z')
const schema = editProfileRequestSchemaOn(() => TODAY)
const VALID = { firstName: 'Ana', lastName: 'Lopez', emailId: 'ana@example.com' }

const messages = (result: { issues?: ReadonlyArray<{ message: string }> }) =>
  result.issues?.map((issue) => issue.message) ?? []

describe('the edit-profile request', () => {
  it('fills every field the form left out with its empty value', () => {
    expect(v.parse(schema, VALID)).toEqual({
      ...VALID,
      dateOfBirth: '',
      gender: '',
      expectedPayRate: null,
      experienceTime: '',
      qualification: '',
      location: '',
      language: '',
      currentDesignation: '',
      categories: [],
      showProfile: true,
      aboutMe: '',
      isProfileImageUploaded: false,
    })
  })

  it('trims names, email and texts and keeps each category once', () => {
    const parsed = v.parse(schema, {
      ...VALID,
      firstName: '  Mary Ann ',
      lastName: ' Smith-Jones ',
      emailId: ' ana@example.com ',
      location: '  Dallas, TX ',
      aboutMe: '  Forklift operator.  ',
      categories: ['IT', 'Commercial', 'IT'],
    })
    expect(parsed).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'Smith-Jones',
      emailId: 'ana@example.com',
      location: 'Dallas, TX',
      aboutMe: 'Forklift operator.',
      categories: ['IT', 'Commercial'],
    })
  })

  it('takes names of letters, spaces and hyphens only, never empty (as in onboarding)', () => {
    expect(messages(v.safeParse(schema, { ...VALID, firstName: '   ' }))).toContain(
      'firstName is required',
    )
    expect(messages(v.safeParse(schema, { ...VALID, lastName: 'L0pez' }))).toContain(
      'lastName may contain only letters, spaces and hyphens',
    )
    expect(v.safeParse(schema, { ...VALID, firstName: 'José' }).success).toBe(true)
  })

  it('checks the email pattern', () => {
    for (const emailId of ['ana', 'ana@example', 'an a@example.com', '@example.com']) {
      expect(messages(v.safeParse(schema, { ...VALID, emailId }))).toContain(
        'emailId must be a valid email address',
      )
    }
  })

  it('keeps about me to 1000 characters', () => {
    expect(
      v.safeParse(schema, { ...VALID, aboutMe: 'a'.repeat(ABOUT_ME_MAX_LENGTH) }).success,
    ).toBe(true)
    expect(
      messages(v.safeParse(schema, { ...VALID, aboutMe: 'a'.repeat(ABOUT_ME_MAX_LENGTH + 1) })),
    ).toContain('aboutMe must be at most 1000 characters')
  })

  it('takes the pay rate as a number of 0 or more, or null', () => {
    expect(v.parse(schema, { ...VALID, expectedPayRate: 0 }).expectedPayRate).toBe(0)
    expect(v.parse(schema, { ...VALID, expectedPayRate: 18.5 }).expectedPayRate).toBe(18.5)
    expect(v.parse(schema, { ...VALID, expectedPayRate: null }).expectedPayRate).toBe(null)
    expect(messages(v.safeParse(schema, { ...VALID, expectedPayRate: '18' }))).toContain(
      'expectedPayRate must be a number',
    )
    expect(messages(v.safeParse(schema, { ...VALID, expectedPayRate: -1 }))).toContain(
      'expectedPayRate must be 0 or more',
    )
    expect(messages(v.safeParse(schema, { ...VALID, expectedPayRate: Number.NaN }))).toContain(
      'expectedPayRate must be a number',
    )
  })

  it('takes only the options of docs/product.md#edit-profile, or none', () => {
    const ok = {
      ...VALID,
      gender: 'Female',
      experienceTime: '6+ Years',
      qualification: "Bachelor's Degree",
      language: 'Spanish',
      categories: ['Healthcare'],
    }
    expect(v.safeParse(schema, ok).success).toBe(true)
    expect(messages(v.safeParse(schema, { ...ok, gender: 'female' }))).toContain(
      'gender must be one of Male, Female, Other (or empty)',
    )
    expect(messages(v.safeParse(schema, { ...ok, experienceTime: '7 Years' }))).toHaveLength(1)
    expect(messages(v.safeParse(schema, { ...ok, qualification: 'PhD' }))).toHaveLength(1)
    expect(messages(v.safeParse(schema, { ...ok, language: 'Italian' }))).toHaveLength(1)
    expect(messages(v.safeParse(schema, { ...ok, categories: ['Retail'] }))).toContain(
      'categories must be chosen from Commercial, Healthcare, IT',
    )
  })
})

describe('the date of birth', () => {
  it('must be a real calendar date', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true)
    expect(isCalendarDate('2001-02-29')).toBe(false)
    expect(isCalendarDate('2000-13-01')).toBe(false)
    expect(isCalendarDate('2000-1-01')).toBe(false)
    expect(dateOfBirthProblem('10/05/1990', TODAY)).toBe(DATE_OF_BIRTH_MESSAGES.format)
  })

  it('must be in the past, from 1900, and at least 18 years ago', () => {
    expect(dateOfBirthProblem('', TODAY)).toBe(undefined)
    expect(dateOfBirthProblem('2026-05-10', TODAY)).toBe(DATE_OF_BIRTH_MESSAGES.future)
    expect(dateOfBirthProblem('2030-01-01', TODAY)).toBe(DATE_OF_BIRTH_MESSAGES.future)
    expect(dateOfBirthProblem('1899-12-31', TODAY)).toBe(DATE_OF_BIRTH_MESSAGES.tooOld)
    expect(dateOfBirthProblem('2008-05-11', TODAY)).toBe(DATE_OF_BIRTH_MESSAGES.tooYoung)
    expect(dateOfBirthProblem('2008-05-10', TODAY)).toBe(undefined)
    expect(dateOfBirthProblem('1990-07-04', TODAY)).toBe(undefined)
  })

  it('is checked by the request against the given day', () => {
    expect(messages(v.safeParse(schema, { ...VALID, dateOfBirth: '2010-01-01' }))).toEqual([
      DATE_OF_BIRTH_MESSAGES.tooYoung,
    ])
    const later = editProfileRequestSchemaOn(() => new Date('2028-01-02T00:00:00Z'))
    expect(v.safeParse(later, { ...VALID, dateOfBirth: '2010-01-01' }).success).toBe(true)
  })
})

describe('experience time', () => {
  it('turns an option into years and years into an option', () => {
    expect(yearsOfExperienceTime('1 Year')).toBe(1)
    expect(yearsOfExperienceTime('6+ Years')).toBe(6)
    expect(experienceTimeOfYears(0)).toBe('')
    expect(experienceTimeOfYears(0.9)).toBe('')
    expect(experienceTimeOfYears(1)).toBe('1 Year')
    expect(experienceTimeOfYears(3.7)).toBe('3 Years')
    expect(experienceTimeOfYears(6)).toBe('6+ Years')
    expect(experienceTimeOfYears(25)).toBe('6+ Years')
  })
})

describe('the profile image upload URL request', () => {
  it('takes the image formats in any case, nothing else', () => {
    const candidateId = '11111111-1111-4111-8111-111111111111'
    expect(v.parse(generateProfileImageUrlQuerySchema, { candidateId, fileFormat: 'JPG' })).toEqual(
      { candidateId, fileFormat: 'jpg' },
    )
    for (const fileFormat of ['svg', 'pdf', 'heic', '']) {
      expect(
        v.safeParse(generateProfileImageUrlQuerySchema, { candidateId, fileFormat }).success,
      ).toBe(false)
    }
  })
})

describe('the delete-account request', () => {
  it('takes the reasons without Other reason, and its text', () => {
    expect(DELETE_ACCOUNT_OPTIONS.at(-1)).toBe(OTHER_REASON)
    expect(
      v.parse(deleteCandidateRequestSchema, {
        reasons: ["I've found a job", "I've found a job"],
        otherReason: '  ',
      }),
    ).toEqual({ reasons: ["I've found a job"], otherReason: '' })
    expect(
      v.parse(deleteCandidateRequestSchema, { reasons: [], otherReason: '  Moving abroad ' }),
    ).toEqual({ reasons: [], otherReason: 'Moving abroad' })
  })

  it('needs at least one reason', () => {
    expect(
      messages(v.safeParse(deleteCandidateRequestSchema, { reasons: [], otherReason: ' ' })),
    ).toEqual([DELETE_ACCOUNT_MESSAGES.noReason])
    expect(messages(v.safeParse(deleteCandidateRequestSchema, { reasons: [] }))).toEqual([
      DELETE_ACCOUNT_MESSAGES.noReason,
    ])
  })

  it('refuses unknown reasons, Other reason in the list and a text over 300 characters', () => {
    expect(
      messages(v.safeParse(deleteCandidateRequestSchema, { reasons: ['Bored'], otherReason: '' })),
    ).toHaveLength(1)
    expect(
      messages(
        v.safeParse(deleteCandidateRequestSchema, { reasons: [OTHER_REASON], otherReason: 'x' }),
      ),
    ).toEqual([DELETE_ACCOUNT_MESSAGES.otherInReasons])
    expect(
      messages(
        v.safeParse(deleteCandidateRequestSchema, { reasons: [], otherReason: 'x'.repeat(301) }),
      ),
    ).toContain(DELETE_ACCOUNT_MESSAGES.otherReasonTooLong)
    expect(v.safeParse(deleteCandidateRequestSchema, { reasons: 'x' }).success).toBe(false)
  })

  it('is built from the modal: a choice needed, and the text when Other reason is chosen', () => {
    expect(deleteCandidateRequestOf([], '')).toEqual({
      ok: false,
      message: DELETE_ACCOUNT_MESSAGES.noReason,
    })
    expect(deleteCandidateRequestOf([OTHER_REASON], '   ')).toEqual({
      ok: false,
      message: DELETE_ACCOUNT_MESSAGES.otherReasonMissing,
    })
    expect(deleteCandidateRequestOf([OTHER_REASON], 'x'.repeat(301))).toMatchObject({ ok: false })
    // Text typed before Other reason was unticked is not sent.
    expect(deleteCandidateRequestOf(["I'm concerned about privacy"], 'left over')).toEqual({
      ok: true,
      body: { reasons: ["I'm concerned about privacy"], otherReason: '' },
    })
    const built = deleteCandidateRequestOf(
      [OTHER_REASON, 'I created a duplicate account', "I've found a job"],
      ' New city ',
    )
    expect(built).toEqual({
      ok: true,
      body: {
        reasons: ["I've found a job", 'I created a duplicate account'],
        otherReason: 'New city',
      },
    })
    if (built.ok) expect(v.safeParse(deleteCandidateRequestSchema, built.body).success).toBe(true)
  })
})
