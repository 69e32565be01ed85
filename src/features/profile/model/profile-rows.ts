import type { CandidateProfile } from '@contract/profile'
import { formatPhone } from '@/shared/format/phone'
import { profileTexts } from '../profile-texts'

const labels = profileTexts.rows

export interface ProfileRow {
  label: string
  value: string
}

/** '+12065550123' -> '(206) 555-0123' (SPEC.md 5's display); another shape shows as it is. */
const phoneText = (mobile: string): string => {
  const value = mobile.trim()
  return /^(\+1)?\d{10}$/.test(value) ? formatPhone(value) : value
}

const yearsText = (years: number): string => {
  if (!Number.isFinite(years) || years <= 0) return ''
  return years === 1 ? '1 year' : `${years} years`
}

/**
 * The Profile rows card of /profile (SPEC.md 2), in its order: Current role, Location, Phone
 * Number, Email, Years of Experience, Gender, Qualification. Empty values are hidden (no years
 * is 0). The qualification is the candidate's own choice, else the highest degree the analysis
 * found.
 */
export function profileRows(profile: CandidateProfile): ProfileRow[] {
  const rows: ProfileRow[] = [
    { label: labels.currentRole, value: profile.currentExperience.currentOccupation },
    { label: labels.location, value: profile.contactInfo.address },
    { label: labels.phone, value: phoneText(profile.contactInfo.mobile) },
    { label: labels.email, value: profile.contactInfo.email },
    { label: labels.yearsOfExperience, value: yearsText(profile.experienceInfo.yearsOfExperience) },
    { label: labels.gender, value: profile.personalInfo.gender },
    {
      label: labels.qualification,
      value: profile.profileDetails.qualification || profile.education.highestDegree,
    },
  ]
  return rows.map((row) => ({ ...row, value: row.value.trim() })).filter((row) => row.value !== '')
}
