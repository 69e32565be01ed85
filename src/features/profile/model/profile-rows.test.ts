import { describe, expect, it } from 'vitest'
import { emptyCandidateProfile } from '@/entities/candidate/model/empty-records'
import { candidateProfile } from '@/entities/candidate/testing/candidate-profile'
import { profileTextsEn } from '../texts/en'
import { profileRows } from './profile-rows'

describe('profileRows (docs/product.md#profile)', () => {
  it('lists the seven rows in order, the phone as people write it', () => {
    expect(profileRows(candidateProfile(), profileTextsEn)).toEqual([
      { label: 'Current role', value: 'Forklift Operator' },
      { label: 'Location', value: 'Dallas, TX' },
      { label: 'Phone Number', value: '(206) 555-0123' },
      { label: 'Email', value: 'rosa@example.com' },
      { label: 'Years of Experience', value: '5 years' },
      { label: 'Gender', value: 'Female' },
      { label: 'Qualification', value: 'High School' },
    ])
  })

  it("prefers the candidate's own qualification to the analysed degree", () => {
    const rows = profileRows(
      candidateProfile({ profileDetails: { qualification: 'Diploma' } }),
      profileTextsEn,
    )
    expect(rows.find((row) => row.label === 'Qualification')?.value).toBe('Diploma')
  })

  it('hides empty values, and zero years', () => {
    const profile = candidateProfile({
      personalInfo: { name: 'Rosa Mendez', gender: '', professionalSummary: '' },
      currentExperience: { currentOccupation: '  ' },
      experienceInfo: { yearsOfExperience: 0, employmentHistory: [] },
      education: { highestDegree: '', educations: [] },
    })
    expect(profileRows(profile, profileTextsEn).map((row) => row.label)).toEqual([
      'Location',
      'Phone Number',
      'Email',
    ])
    expect(profileRows(emptyCandidateProfile, profileTextsEn)).toEqual([])
  })

  it('says 1 year, and shows a phone of another shape as it is', () => {
    const rows = profileRows(
      candidateProfile({
        contactInfo: { address: '', mobile: '+442071234567', email: '' },
        experienceInfo: { yearsOfExperience: 1, employmentHistory: [] },
      }),
      profileTextsEn,
    )
    expect(rows.find((row) => row.label === 'Phone Number')?.value).toBe('+442071234567')
    expect(rows.find((row) => row.label === 'Years of Experience')?.value).toBe('1 year')
  })
})
