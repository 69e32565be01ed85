import { describe, expect, it } from 'vitest'
import { filledSlots } from '../interview/dialogue'
import { emptyDraftProfile, type DraftProfile } from '../resume/draft-profile'
import { mergeCandidate } from './profile-analysis/merge-profile'
import {
  answeredBeforeInterview,
  profileSlots,
  resumeSlots,
  titleSlots,
  type ProfileBeforeInterview,
} from './profile-slots'

function resume(change: (draft: DraftProfile) => void): DraftProfile {
  const draft = emptyDraftProfile()
  change(draft)
  return draft
}

const FULL_RESUME = resume((draft) => {
  draft.contactInfo.address = '123 Elm St, Garland, TX 75040'
  draft.skillInfo.skills = ['Reach truck', ' RF scanner ', 'reach TRUCK', '']
  draft.experienceInfo.yearsOfExperience = 3.5
})

const NOTHING: ProfileBeforeInterview = { selectedTitles: [], customTitles: [], resume: undefined }

describe('onboarding titles as slots', () => {
  it("reads free-text titles with the recruiter extractor and keeps unknown ones in the candidate's words", () => {
    const slots = titleSlots(
      ['Assembler', 'Not a fixed type'],
      ['forklift driver', 'Zamboni wrangler', '  '],
    )
    expect(slots.jobTypes).toEqual(['Assembler', 'Forklift Operator'])
    expect(slots.roles).toEqual(['Zamboni wrangler'])
  })
})

describe('the resume as slots', () => {
  it('gives skills without repeats, the years, and the place as City, ST', () => {
    expect(resumeSlots(FULL_RESUME)).toEqual({
      skills: ['Reach truck', 'RF scanner'],
      yearsOfExperience: 3.5,
      preferredLocations: ['Garland, TX'],
    })
  })

  it('takes a job history as an answer to the years even when they come to 0', () => {
    const withHistory = resume((draft) => {
      draft.experienceInfo.employmentHistory = [
        {
          employerName: 'Acme',
          jobTitle: 'Picker',
          duration: '3 months',
          location: '',
          description: '',
        },
      ]
    })
    expect(resumeSlots(withHistory)).toEqual({ yearsOfExperience: 0 })
  })

  it('answers nothing from an empty resume or a street address without a city and state', () => {
    expect(resumeSlots(emptyDraftProfile())).toEqual({})
    const streetOnly = resume((draft) => (draft.contactInfo.address = '1450 Alum Creek Dr'))
    expect(resumeSlots(streetOnly)).toEqual({})
    expect(resumeSlots(undefined)).toEqual({})
  })
})

describe('what the interview need not ask', () => {
  it('is every question the titles and the resume answer, in interview order', () => {
    const known = { selectedTitles: [], customTitles: ['forklift driver'], resume: FULL_RESUME }
    expect(answeredBeforeInterview(known)).toEqual([
      'jobTypes',
      'location',
      'skills',
      'yearsOfExperience',
    ])
    expect(answeredBeforeInterview(NOTHING)).toEqual([])
  })

  // One reading decides both, so a question is skipped exactly when the analysis will save its
  // value from onboarding or the resume.
  it.each<[string, ProfileBeforeInterview]>([
    ['nothing', NOTHING],
    [
      'titles only',
      { selectedTitles: ['Assembler'], customTitles: ['Zamboni wrangler'], resume: undefined },
    ],
    ['a full resume', { ...NOTHING, resume: FULL_RESUME }],
    [
      'a street address only',
      { ...NOTHING, resume: resume((d) => (d.contactInfo.address = '9 Oak Ave')) },
    ],
  ])(
    'skips exactly the questions the profile analysis fills without the interview: %s',
    (_, known) => {
      const saved = mergeCandidate({
        phone: '+12065550123',
        onboarding: { fullName: null, email: null, ...known },
        resume: known.resume,
        interview: {},
      }).preferenceSlots
      expect(answeredBeforeInterview(known)).toEqual(filledSlots(saved))
      expect(profileSlots(known)).toEqual(saved)
    },
  )
})
