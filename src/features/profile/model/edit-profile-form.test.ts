import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { editProfileRequestSchemaOn } from '@contract/profile'
import { candidateProfile } from '@/entities/candidate/testing/candidate-profile'
import {
  editProfileFormOf,
  editProfileProblems,
  editProfileRequestOf,
  firstProblemField,
  parsePayRate,
  toggleCategory,
  withAboutMe,
  withName,
  type EditProfileForm,
} from './edit-profile-form'
import { profileTextsEn } from '../texts/en'

const errors = profileTextsEn.edit.errors

const TODAY = new Date('2026-06-15T12:00:00Z')
const form = (overrides: Partial<EditProfileForm> = {}): EditProfileForm => ({
  ...editProfileFormOf(candidateProfile()),
  ...overrides,
})

describe('editProfileFormOf', () => {
  it('fills every field from the profile', () => {
    expect(editProfileFormOf(candidateProfile())).toEqual({
      firstName: 'Rosa',
      lastName: 'Mendez',
      emailId: 'rosa@example.com',
      dateOfBirth: '1990-04-12',
      gender: 'Female',
      expectedPayRate: '18.5',
      experienceTime: '5 Years',
      qualification: 'High School',
      location: 'Dallas, TX',
      language: 'Spanish',
      currentDesignation: 'Forklift Operator',
      categories: ['Commercial'],
      showProfile: true,
      aboutMe: 'Forklift operator with five years in busy distribution centers.',
    })
  })

  it("prefers the candidate's own choices, and leaves values off the lists empty", () => {
    const filled = editProfileFormOf(
      candidateProfile({
        personalInfo: { name: 'Rosa Mendez', gender: 'unknown', professionalSummary: '' },
        education: { highestDegree: 'GED', educations: [] },
        profileDetails: {
          experienceTime: '2 Years',
          qualification: 'Diploma',
          language: 'Klingon',
          categories: ['IT', 'Commercial', 'Mining'],
          expectedPayRate: null,
        },
      }),
    )
    expect(filled).toMatchObject({
      gender: '',
      experienceTime: '2 Years',
      qualification: 'Diploma',
      language: '',
      categories: ['Commercial', 'IT'],
      expectedPayRate: '',
    })
  })

  it('splits the full name when no names are stored', () => {
    const filled = editProfileFormOf(
      candidateProfile({
        personalInfo: { name: 'Ana Maria de la Cruz', gender: '', professionalSummary: '' },
        profileDetails: { firstName: '', lastName: '' },
      }),
    )
    expect([filled.firstName, filled.lastName]).toEqual(['Ana', 'Maria de la Cruz'])
  })
})

describe('editing', () => {
  it('drops from names what they cannot hold, as onboarding does', () => {
    expect(withName(form(), 'firstName', 'Mary-Jo 2nd!').firstName).toBe('Mary-Jo nd')
  })

  it('cuts About me at 1000 characters', () => {
    expect(withAboutMe(form(), 'a'.repeat(1200)).aboutMe).toHaveLength(1000)
  })

  it('drops from About me the control characters a paste carries, keeping tabs and lines', () => {
    expect(withAboutMe(form(), 'Careful\u0000 driver\u0007.\n\tTen years.').aboutMe).toBe(
      'Careful driver.\n\tTen years.',
    )
  })

  it('ticks and unticks categories in the list order', () => {
    let current = form({ categories: [] })
    current = toggleCategory(current, 'IT')
    current = toggleCategory(current, 'Healthcare')
    current = toggleCategory(current, 'Mining')
    expect(current.categories).toEqual(['Healthcare', 'IT'])
    expect(toggleCategory(current, 'IT').categories).toEqual(['Healthcare'])
  })
})

describe('editProfileProblems (docs/product.md#edit-profile)', () => {
  it('accepts the loaded profile', () => {
    expect(editProfileProblems(form(), TODAY, errors)).toEqual({})
  })

  it('needs both names and a valid email', () => {
    expect(
      editProfileProblems(
        form({ firstName: '  ', lastName: '', emailId: 'rosa@x' }),
        TODAY,
        errors,
      ),
    ).toEqual({
      firstName: 'Enter your first name (letters, spaces and hyphens)',
      lastName: 'Enter your last name (letters, spaces and hyphens)',
      emailId: 'Enter a valid email address',
    })
  })

  it.each([
    ['2023-02-30', 'Enter a real date'],
    ['12/04/1990', 'Enter a real date'],
    ['2026-06-15', 'The date of birth must be in the past'],
    ['2030-01-01', 'The date of birth must be in the past'],
    ['1899-12-31', 'Enter a date of birth after 1900'],
    ['2010-01-01', 'You must be at least 18 years old'],
  ])('refuses the date of birth %j', (dateOfBirth, message) => {
    expect(editProfileProblems(form({ dateOfBirth }), TODAY, errors)).toEqual({
      dateOfBirth: message,
    })
  })

  it('takes an empty date of birth and one 18 years ago today', () => {
    expect(editProfileProblems(form({ dateOfBirth: '' }), TODAY, errors)).toEqual({})
    expect(editProfileProblems(form({ dateOfBirth: '2008-06-15' }), TODAY, errors)).toEqual({})
  })

  it.each(['18', '18.50', '$18', ' 0 ', ''])('takes the pay %j', (expectedPayRate) => {
    expect(editProfileProblems(form({ expectedPayRate }), TODAY, errors)).toEqual({})
  })

  it.each(['eighteen', '18-20', '-5', '1e3', '18,50'])('refuses the pay %j', (expectedPayRate) => {
    expect(editProfileProblems(form({ expectedPayRate }), TODAY, errors).expectedPayRate).toBe(
      'Enter the pay as a number of dollars, for example 18.50',
    )
  })

  it('refuses a pay above $1000 an hour, and overlong location or designation', () => {
    expect(
      editProfileProblems(
        form({
          expectedPayRate: '1500',
          location: 'x'.repeat(201),
          currentDesignation: 'y'.repeat(101),
        }),
        TODAY,
        errors,
      ),
    ).toEqual({
      expectedPayRate: 'Enter an hourly rate of $1000 or less',
      location: 'The location can be at most 200 characters',
      currentDesignation: 'The designation can be at most 100 characters',
    })
  })

  it('refuses pasted control characters (NUL and the like) with a clear message, not a crash', () => {
    const message =
      'Remove the invisible control characters (pasted text can carry them), then save again'
    expect(
      editProfileProblems(
        form({
          location: 'Dallas\u0000, TX',
          currentDesignation: 'Forklift\toperator',
          emailId: 'rosa\u0000@example.com',
        }),
        TODAY,
        errors,
      ),
    ).toEqual({
      emailId: 'Enter a valid email address',
      location: message,
      currentDesignation: message,
    })
  })

  it('names the first field with a problem in the form order', () => {
    expect(firstProblemField({ emailId: 'x', lastName: 'y' })).toBe('lastName')
    expect(firstProblemField({})).toBeUndefined()
  })
})

describe('editProfileRequestOf', () => {
  it('parses the pay', () => {
    expect(parsePayRate('')).toBeNull()
    expect(parsePayRate(' $18.75 ')).toBe(18.75)
    expect(parsePayRate('abc')).toBeNaN()
  })

  it('sends trimmed values the contract accepts', () => {
    const body = editProfileRequestOf(
      form({
        firstName: ' Rosa ',
        aboutMe: '  Hi  ',
        location: ' Austin, TX ',
        expectedPayRate: '20',
      }),
      true,
    )
    expect(body).toMatchObject({
      firstName: 'Rosa',
      aboutMe: 'Hi',
      location: 'Austin, TX',
      expectedPayRate: 20,
      isProfileImageUploaded: true,
    })
    const parsed = v.safeParse(
      editProfileRequestSchemaOn(() => TODAY),
      body,
    )
    expect(parsed.issues).toBeUndefined()
  })

  it('sends no pay as null and unchosen options as empty', () => {
    const body = editProfileRequestOf(
      form({ expectedPayRate: '', gender: '', language: '', categories: [] }),
      false,
    )
    expect(body).toMatchObject({
      expectedPayRate: null,
      gender: '',
      language: '',
      categories: [],
      isProfileImageUploaded: false,
    })
  })
})
