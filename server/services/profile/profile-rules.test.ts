import { describe, expect, it } from 'vitest'
import type { CandidateProfile } from '../../../contract/profile'
import type { candidates } from '../../db/schema'
import type { DraftProfile } from '../../resume/draft-profile'
import { reasonsToCount } from '../account-deletion/reason-counts'
import { basicProfileOf, composeProfile } from './compose-profile'
import { detectImageKind, matchesImageFormat } from './image-signature'
import { tinyGif, tinyJpeg, tinyPng, tinyWebp } from '../../../tests/integration/support/images'

/** The pure profile rules: image signatures, who wins in the profile, reason counting. */

type CandidateRow = typeof candidates.$inferSelect

const NOW = new Date('2026-05-10T12:00:00Z')

const candidateRow = (overrides: Partial<CandidateRow> = {}): CandidateRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  phone: '+12065550123',
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  fullName: 'Ana Lopez',
  appLanguage: 'en',
  step1CompletedAt: NOW,
  step2CompletedAt: null,
  step3CompletedAt: null,
  step4CompletedAt: null,
  selectedTitles: [],
  customTitles: [],
  interviewPreparedAt: null,
  preferences: null,
  preferencesUpdatedAt: null,
  preferenceSlots: null,
  profile: null,
  profileSources: null,
  preferenceSources: null,
  dateOfBirth: null,
  gender: null,
  expectedPayRate: null,
  experienceTime: null,
  qualification: null,
  location: null,
  language: null,
  currentDesignation: null,
  categories: null,
  showProfile: true,
  aboutMe: null,
  profileEditedAt: null,
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
})

const ANALYSED: DraftProfile = {
  personalInfo: { name: 'Ana M Lopez', gender: '', professionalSummary: 'Reliable picker.' },
  currentExperience: { currentOccupation: 'Order Picker' },
  contactInfo: { address: 'Dallas, TX', mobile: '+12065550123', email: 'ana@resume.example' },
  experienceInfo: {
    yearsOfExperience: 4.5,
    employmentHistory: [
      {
        employerName: 'Acme Logistics',
        jobTitle: 'Order Picker',
        duration: '2021 - Present',
        location: 'Dallas, TX',
        description: 'Picked orders with an RF scanner.',
      },
    ],
  },
  education: {
    highestDegree: 'High School Diploma',
    educations: [
      {
        schoolName: 'Lincoln High School',
        yearOfDegree: '2015',
        location: 'Dallas, TX',
        degreeType: 'High School Diploma',
      },
    ],
  },
  skillInfo: { skills: ['RF scanner', 'Pallet jack'] },
}

describe('image signatures', () => {
  it('knows JPEG, PNG, WebP and GIF by their first bytes', () => {
    expect(detectImageKind(tinyJpeg())).toBe('jpeg')
    expect(detectImageKind(tinyPng())).toBe('png')
    expect(detectImageKind(tinyWebp())).toBe('webp')
    expect(detectImageKind(tinyGif())).toBe('gif')
    expect(detectImageKind(new TextEncoder().encode('GIF87a'))).toBe('gif')
  })

  it('knows nothing else: SVG, PDF, text, a RIFF that is not WebP, too few bytes', () => {
    const text = (value: string) => new TextEncoder().encode(value)
    expect(detectImageKind(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(undefined)
    expect(detectImageKind(text('%PDF-1.4'))).toBe(undefined)
    expect(detectImageKind(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBe(undefined)
    expect(detectImageKind(new Uint8Array([0xff, 0xd8]))).toBe(undefined)
    expect(detectImageKind(new Uint8Array())).toBe(undefined)
  })

  it('requires the file to be the image its extension says (jpg and jpeg are one)', () => {
    expect(matchesImageFormat(tinyJpeg(), 'jpg')).toBe(true)
    expect(matchesImageFormat(tinyJpeg(), 'jpeg')).toBe(true)
    expect(matchesImageFormat(tinyPng(), 'png')).toBe(true)
    expect(matchesImageFormat(tinyPng(), 'jpg')).toBe(false)
    expect(matchesImageFormat(tinyGif(), 'webp')).toBe(false)
    expect(matchesImageFormat(tinyWebp(), 'webp')).toBe(true)
  })
})

describe('the profile: analysis under the candidate', () => {
  it('before any analysis has the names, phone and email, and empty lists', () => {
    const profile = composeProfile(candidateRow(), null)
    expect(profile).toEqual<CandidateProfile>({
      personalInfo: { name: 'Ana Lopez', gender: '', professionalSummary: '' },
      currentExperience: { currentOccupation: '' },
      contactInfo: { address: '', mobile: '+12065550123', email: 'ana@example.com' },
      experienceInfo: { yearsOfExperience: 0, employmentHistory: [] },
      education: { highestDegree: '', educations: [] },
      skillInfo: { skills: [] },
      profileDetails: {
        firstName: 'Ana',
        lastName: 'Lopez',
        dateOfBirth: '',
        expectedPayRate: null,
        experienceTime: '',
        qualification: '',
        language: '',
        categories: [],
        showProfile: true,
        profileImageUrl: null,
      },
    })
  })

  it('for a candidate who never finished step 1 has the phone and nothing else', () => {
    const profile = composeProfile(
      candidateRow({ firstName: null, lastName: null, fullName: null, email: null }),
      null,
    )
    expect(profile.personalInfo.name).toBe('')
    expect(profile.contactInfo).toEqual({ address: '', mobile: '+12065550123', email: '' })
    expect(profile.profileDetails.firstName).toBe('')
  })

  it('shows what the analysis merged, in the contract shape (no job title per employer)', () => {
    const profile = composeProfile(candidateRow({ profile: ANALYSED }), null)
    expect(profile.personalInfo).toEqual({
      name: 'Ana Lopez',
      gender: '',
      professionalSummary: 'Reliable picker.',
    })
    expect(profile.currentExperience.currentOccupation).toBe('Order Picker')
    expect(profile.contactInfo).toEqual({
      address: 'Dallas, TX',
      mobile: '+12065550123',
      email: 'ana@example.com',
    })
    expect(profile.experienceInfo).toEqual({
      yearsOfExperience: 4.5,
      employmentHistory: [
        {
          employerName: 'Acme Logistics',
          duration: '2021 - Present',
          location: 'Dallas, TX',
          description: 'Picked orders with an RF scanner.',
        },
      ],
    })
    expect(profile.education).toEqual(ANALYSED.education)
    expect(profile.skillInfo.skills).toEqual(['RF scanner', 'Pallet jack'])
  })

  it("puts the candidate's own entries over the analysis' for the same field", () => {
    const profile = composeProfile(
      candidateRow({
        profile: ANALYSED,
        fullName: 'Ana Maria Lopez',
        gender: 'Female',
        aboutMe: 'Forklift certified, nights preferred.',
        currentDesignation: 'Forklift Operator',
        location: 'Fort Worth, TX',
        experienceTime: '6+ Years',
        qualification: 'Diploma',
        profileEditedAt: NOW,
      }),
      'https://blobs.example/image.png?sig=1',
    )
    expect(profile.personalInfo).toEqual({
      name: 'Ana Maria Lopez',
      gender: 'Female',
      professionalSummary: 'Forklift certified, nights preferred.',
    })
    expect(profile.currentExperience.currentOccupation).toBe('Forklift Operator')
    expect(profile.contactInfo.address).toBe('Fort Worth, TX')
    expect(profile.experienceInfo.yearsOfExperience).toBe(6)
    expect(profile.education.highestDegree).toBe('Diploma')
    // What only the analysis knows stays.
    expect(profile.experienceInfo.employmentHistory).toHaveLength(1)
    expect(profile.skillInfo.skills).toEqual(['RF scanner', 'Pallet jack'])
    expect(profile.profileDetails.profileImageUrl).toBe('https://blobs.example/image.png?sig=1')
  })

  it('keeps a text the candidate emptied empty, and lets an option left empty show the analysis', () => {
    const profile = composeProfile(
      candidateRow({
        profile: ANALYSED,
        aboutMe: '',
        currentDesignation: '',
        location: '',
        gender: '',
        experienceTime: '',
        qualification: '',
        profileEditedAt: NOW,
      }),
      null,
    )
    expect(profile.personalInfo.professionalSummary).toBe('')
    expect(profile.currentExperience.currentOccupation).toBe('')
    expect(profile.contactInfo.address).toBe('')
    expect(profile.experienceInfo.yearsOfExperience).toBe(4.5)
    expect(profile.education.highestDegree).toBe('High School Diploma')
  })

  it('always shows the verified sign-in phone, whatever the resume said', () => {
    const resumePhone = { ...ANALYSED, contactInfo: { ...ANALYSED.contactInfo, mobile: '' } }
    const profile = composeProfile(candidateRow({ profile: resumePhone }), null)
    expect(profile.contactInfo.mobile).toBe('+12065550123')
  })

  it('ignores a stored profile of another shape rather than failing', () => {
    const profile = composeProfile(candidateRow({ profile: { personalInfo: 'odd' } }), null)
    expect(profile.skillInfo.skills).toEqual([])
    expect(profile.personalInfo.name).toBe('Ana Lopez')
  })

  it('gives the header: name, job title, address, years and the image', () => {
    const profile = composeProfile(candidateRow({ profile: ANALYSED }), 'https://x.example/i')
    expect(basicProfileOf(profile)).toEqual({
      name: 'Ana Lopez',
      jobTitle: 'Order Picker',
      address: 'Dallas, TX',
      experience: 4.5,
      profileImageUrl: 'https://x.example/i',
    })
  })
})

describe('deletion reasons counted', () => {
  it('counts each chosen reason once, and Other reason only when its text was given', () => {
    expect(reasonsToCount({ reasons: ["I've found a job"], otherReason: '' })).toEqual([
      "I've found a job",
    ])
    expect(
      reasonsToCount({
        reasons: ["I've found a job", "I've found a job", "I'm concerned about privacy"],
        otherReason: 'Moving abroad',
      }),
    ).toEqual(["I've found a job", "I'm concerned about privacy", 'Other reason'])
    expect(reasonsToCount({ reasons: [], otherReason: '  ' })).toEqual([])
  })
})
