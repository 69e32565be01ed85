import { describe, expect, it } from 'vitest'
import { emptyDraftProfile, type DraftProfile } from '../../resume/draft-profile'
import { mergeCandidate, type MergeInput } from './merge-profile'

function resume(overrides: (draft: DraftProfile) => void): DraftProfile {
  const draft = emptyDraftProfile()
  overrides(draft)
  return draft
}

const RESUME = resume((draft) => {
  draft.personalInfo.name = 'ROSA M. DIAZ'
  draft.personalInfo.professionalSummary = 'Forklift operator with a clean safety record.'
  draft.contactInfo.address = '123 Elm St, Garland, TX 75040'
  draft.contactInfo.email = 'old.address@example.com'
  draft.contactInfo.mobile = '+12145550199'
  draft.experienceInfo.yearsOfExperience = 3.5
  draft.experienceInfo.employmentHistory = [
    {
      employerName: 'Acme Logistics',
      jobTitle: 'Forklift Operator',
      duration: '2021 - Present',
      location: 'Garland, TX',
      description: 'Loaded trucks',
    },
  ]
  draft.education = {
    highestDegree: 'High School Diploma',
    educations: [
      {
        schoolName: 'Garland High',
        yearOfDegree: '2015',
        location: '',
        degreeType: 'High School Diploma',
      },
    ],
  }
  draft.skillInfo.skills = ['Reach truck', 'RF scanner']
})

const base: MergeInput = {
  phone: '+12065550123',
  onboarding: {
    fullName: 'Rosa Diaz',
    email: 'rosa@example.com',
    selectedTitles: ['Forklift Operator'],
    customTitles: [],
  },
  resume: RESUME,
  interview: {},
}

describe('profile analysis: merging resume, onboarding and interview', () => {
  it('never lets a resume guess overwrite what the candidate typed, and says where each came from', () => {
    const { profile, profileSources } = mergeCandidate(base)
    expect(profile.personalInfo.name).toBe('Rosa Diaz')
    expect(profile.contactInfo.email).toBe('rosa@example.com')
    // The verified sign-in number, not the resume's.
    expect(profile.contactInfo.mobile).toBe('+12065550123')
    expect(profileSources).toMatchObject({
      'personalInfo.name': 'onboarding',
      'contactInfo.email': 'onboarding',
      'contactInfo.mobile': 'account',
      'personalInfo.professionalSummary': 'resume',
      'contactInfo.address': 'resume',
      'experienceInfo.employmentHistory': 'resume',
      education: 'resume',
    })
    expect(profile.currentExperience.currentOccupation).toBe('Forklift Operator')
    expect(profile.education.highestDegree).toBe('High School Diploma')
  })

  it('takes what the candidate said in the interview over the resume', () => {
    const merged = mergeCandidate({
      ...base,
      interview: {
        yearsOfExperience: 6,
        preferredLocations: ['Dallas, TX'],
        skills: ['Forklift operation'],
        shiftPreferences: ['third'],
      },
    })
    expect(merged.preferenceSlots.yearsOfExperience).toBe(6)
    expect(merged.profile.experienceInfo.yearsOfExperience).toBe(6)
    expect(merged.preferenceSlots.preferredLocations).toEqual(['Dallas, TX'])
    expect(merged.preferenceSlots.skills).toEqual([
      'Forklift operation',
      'Reach truck',
      'RF scanner',
    ])
    expect(merged.preferenceSources).toMatchObject({
      'skillsAndExperience.yearsOfExperience': 'interview',
      'location.preferredLocations': 'interview',
      'skillsAndExperience.skills': 'interview',
      'jobTypeAndSchedule.shiftPreferences': 'interview',
    })
    expect(merged.profileSources['experienceInfo.yearsOfExperience']).toBe('interview')
  })

  it('falls back to the resume for years, skills and place when the interview did not say', () => {
    const merged = mergeCandidate(base)
    expect(merged.preferenceSlots).toMatchObject({
      yearsOfExperience: 3.5,
      skills: ['Reach truck', 'RF scanner'],
      preferredLocations: ['Garland, TX'],
    })
    expect(merged.preferenceSources).toMatchObject({
      'skillsAndExperience.yearsOfExperience': 'resume',
      'skillsAndExperience.skills': 'resume',
      'location.preferredLocations': 'resume',
    })
    // Nothing the resume cannot know is made up.
    expect(merged.preferenceSlots.shiftPreferences).toBeUndefined()
    expect(merged.preferenceSlots.hourlyRateRange).toBeUndefined()
    expect(merged.preferences.salaryAndBenefits.hourlyRateRange).toBe('')
  })

  it('joins onboarding and interview job types, less what the interview ruled out', () => {
    const merged = mergeCandidate({
      ...base,
      onboarding: { ...base.onboarding, selectedTitles: ['Forklift Operator', 'Assembler'] },
      interview: { jobTypes: ['Order Picker'], excluded: { jobTypes: ['Assembler'] } },
    })
    expect(merged.preferenceSlots.jobTypes).toEqual(['Order Picker', 'Forklift Operator'])
    expect(merged.preferenceSlots.excluded).toEqual({ jobTypes: ['Assembler'] })
    expect(merged.preferences.jobTypeAndSchedule.jobTypes).toEqual([
      'Order Picker',
      'Forklift Operator',
    ])
  })

  it('works with no resume at all', () => {
    const merged = mergeCandidate({ ...base, resume: undefined, interview: { relocation: 'no' } })
    expect(merged.profile.personalInfo.professionalSummary).toBe('')
    expect(merged.profile.experienceInfo.employmentHistory).toEqual([])
    expect(merged.preferences.location.relocation).toBe('No')
    expect(merged.profileSources['personalInfo.professionalSummary']).toBeUndefined()
  })

  it('gives the same answer twice (the job may run again after a crash)', () => {
    const input: MergeInput = { ...base, interview: { hourlyRateRange: { min: 18 } } }
    expect(mergeCandidate(input)).toEqual(mergeCandidate(input))
    expect(mergeCandidate(input).preferences.salaryAndBenefits.hourlyRateRange).toBe('$18+')
  })
})
