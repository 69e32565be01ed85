import {
  EXPERIENCE_TIMES,
  yearsOfExperienceTime,
  type BasicProfile,
  type CandidateProfile,
  type ExperienceTime,
} from '../../../contract/profile'
import type { candidates } from '../../db/schema'
import { emptyDraftProfile, readDraftProfile } from '../../resume/draft-profile'

type CandidateRow = typeof candidates.$inferSelect

/**
 * The profile calls' answer (docs/adr/0053), pure: what the profile analysis merged from resume,
 * onboarding and interview (candidates.profile), under what the candidate entered themselves
 * (onboarding names and email, /edit-profile), which wins for the same field:
 * - a text of /edit-profile (about me, current designation, location) once saved, even empty;
 * - an option (gender, experience time, qualification) when one is chosen; left empty, the
 *   analysis' value shows.
 * Before any analysis the merged part is empty: names, phone and email are what there is.
 */

const isExperienceTime = (value: string | null): value is ExperienceTime =>
  value !== null && (EXPERIENCE_TIMES as readonly string[]).includes(value)

/** A chosen option, or undefined for none ('' or never saved). */
const chosen = (value: string | null) => (value ? value : undefined)

export function composeProfile(
  candidate: CandidateRow,
  profileImageUrl: string | null,
): CandidateProfile {
  const merged = readDraftProfile(candidate.profile) ?? emptyDraftProfile()
  return {
    personalInfo: {
      name: candidate.fullName ?? merged.personalInfo.name,
      gender: chosen(candidate.gender) ?? merged.personalInfo.gender,
      professionalSummary: candidate.aboutMe ?? merged.personalInfo.professionalSummary,
    },
    currentExperience: {
      currentOccupation: candidate.currentDesignation ?? merged.currentExperience.currentOccupation,
    },
    contactInfo: {
      address: candidate.location ?? merged.contactInfo.address,
      // The verified sign-in phone, whatever a resume says.
      mobile: candidate.phone,
      email: candidate.email ?? merged.contactInfo.email,
    },
    experienceInfo: {
      yearsOfExperience: isExperienceTime(candidate.experienceTime)
        ? yearsOfExperienceTime(candidate.experienceTime)
        : merged.experienceInfo.yearsOfExperience,
      employmentHistory: merged.experienceInfo.employmentHistory.map((entry) => ({
        employerName: entry.employerName,
        duration: entry.duration,
        location: entry.location,
        description: entry.description,
      })),
    },
    education: {
      highestDegree: chosen(candidate.qualification) ?? merged.education.highestDegree,
      educations: merged.education.educations.map((entry) => ({ ...entry })),
    },
    skillInfo: { skills: [...merged.skillInfo.skills] },
    profileDetails: {
      firstName: candidate.firstName ?? '',
      lastName: candidate.lastName ?? '',
      dateOfBirth: candidate.dateOfBirth ?? '',
      expectedPayRate: candidate.expectedPayRate,
      experienceTime: candidate.experienceTime ?? '',
      qualification: candidate.qualification ?? '',
      language: candidate.language ?? '',
      categories: candidate.categories ?? [],
      showProfile: candidate.showProfile,
      profileImageUrl,
    },
  }
}

/** The header of /profile and /preference. */
export function basicProfileOf(profile: CandidateProfile): BasicProfile {
  return {
    name: profile.personalInfo.name,
    jobTitle: profile.currentExperience.currentOccupation,
    address: profile.contactInfo.address,
    experience: profile.experienceInfo.yearsOfExperience,
    profileImageUrl: profile.profileDetails.profileImageUrl,
  }
}
