import type { BasicProfile, CandidateProfile } from '@contract/profile'

/*
 * docs/product.md#profile-and-preferences: when the profile or the preferences cannot be loaded,
 * the screen shows empty data. These are the records with nothing in them, in the contract's shape.
 */

export const emptyCandidateProfile: CandidateProfile = {
  personalInfo: { name: '', gender: '', professionalSummary: '' },
  currentExperience: { currentOccupation: '' },
  contactInfo: { address: '', mobile: '', email: '' },
  experienceInfo: { yearsOfExperience: 0, employmentHistory: [] },
  education: { highestDegree: '', educations: [] },
  skillInfo: { skills: [] },
  profileDetails: {
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    expectedPayRate: null,
    experienceTime: '',
    qualification: '',
    language: '',
    categories: [],
    showProfile: true,
    profileImageUrl: null,
  },
}

export const emptyBasicProfile: BasicProfile = {
  name: '',
  jobTitle: '',
  address: '',
  experience: 0,
  profileImageUrl: null,
}
