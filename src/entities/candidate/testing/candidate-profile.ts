import type { BasicProfile, CandidateProfile, ProfileDetails } from '@contract/profile'
import type { Preferences } from '@contract/preferences'

/** Records as the server sends them, for component tests; override what matters. */

export const CANDIDATE_ID = '5d0c3f0e-2a7b-4c61-9f3e-8b1d2c4a6e10'

const profileDetails = (overrides: Partial<ProfileDetails> = {}): ProfileDetails => ({
  firstName: 'Rosa',
  lastName: 'Mendez',
  dateOfBirth: '1990-04-12',
  expectedPayRate: 18.5,
  experienceTime: '',
  qualification: '',
  language: 'Spanish',
  categories: ['Commercial'],
  showProfile: true,
  profileImageUrl: null,
  ...overrides,
})

export const candidateProfile = (
  overrides: Partial<Omit<CandidateProfile, 'profileDetails'>> & {
    profileDetails?: Partial<ProfileDetails>
  } = {},
): CandidateProfile => {
  const { profileDetails: details, ...rest } = overrides
  return {
    personalInfo: {
      name: 'Rosa Mendez',
      gender: 'Female',
      professionalSummary: 'Forklift operator with five years in busy distribution centers.',
    },
    currentExperience: { currentOccupation: 'Forklift Operator' },
    contactInfo: { address: 'Dallas, TX', mobile: '+12065550123', email: 'rosa@example.com' },
    experienceInfo: {
      yearsOfExperience: 5,
      employmentHistory: [
        {
          employerName: 'Northwind Logistics',
          duration: '2020 - 2025',
          location: 'Dallas, TX',
          description: 'Loaded and unloaded trucks with a sit-down forklift.',
        },
      ],
    },
    education: {
      highestDegree: 'High School',
      educations: [
        {
          schoolName: 'Lincoln High School',
          yearOfDegree: '2008',
          location: 'Dallas, TX',
          degreeType: 'High School',
        },
      ],
    },
    skillInfo: { skills: ['Forklift', 'Inventory counts'] },
    profileDetails: profileDetails(details),
    ...rest,
  }
}

export const basicProfile = (overrides: Partial<BasicProfile> = {}): BasicProfile => ({
  name: 'Rosa Mendez',
  jobTitle: 'Forklift Operator',
  address: 'Dallas, TX',
  experience: 5,
  profileImageUrl: null,
  ...overrides,
})

export const preferences = (overrides: Partial<Preferences> = {}): Preferences => ({
  jobTypeAndSchedule: {
    jobTypes: ['Forklift Operator'],
    roles: ['Warehouse Associate'],
    shiftPreferences: ['third'],
  },
  location: {
    preferredLocations: ['Dallas, TX'],
    maximumCommuteDistance: '25 miles',
    relocation: 'No',
  },
  salaryAndBenefits: { hourlyRateRange: '$18 - $22', requiredBenefits: ['Health insurance'] },
  skillsAndExperience: { skills: ['Forklift'], yearsOfExperience: 5 },
  ...overrides,
})
