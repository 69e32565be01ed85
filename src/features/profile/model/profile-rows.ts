import type { CandidateProfile } from '@contract/profile'
import { formatPhone } from '@/shared/format/phone'
import type { ProfileTexts } from '../profile-texts'

interface ProfileRow {
  label: string
  value: string
}

/**
 * '+12065550123' -> '(206) 555-0123' (the display of docs/product.md#the-two-steps); another shape
 * shows as it is.
 */
const phoneText = (mobile: string): string => {
  const value = mobile.trim()
  return /^(\+1)?\d{10}$/.test(value) ? formatPhone(value) : value
}

const yearsText = (texts: ProfileTexts, years: number): string =>
  !Number.isFinite(years) || years <= 0 ? '' : texts.years(years)

/** A value from one of the contract's lists in words; another value shows as it came. */
const optionText = (labels: Readonly<Record<string, string>>, value: string): string =>
  labels[value.trim()] ?? value

/**
 * The Profile rows card of /profile (docs/product.md#profile), in its order: Current role,
 * Location, Phone Number, Email, Years of Experience, Gender, Qualification. Empty values are
 * hidden (no years is 0). The qualification is the candidate's own choice, else the highest degree
 * the analysis found. Labels, and values from the contract's lists, are in the language of `texts`.
 */
export function profileRows(profile: CandidateProfile, texts: ProfileTexts): ProfileRow[] {
  const labels = texts.rows
  const options = texts.options
  const rows: ProfileRow[] = [
    { label: labels.currentRole, value: profile.currentExperience.currentOccupation },
    { label: labels.location, value: profile.contactInfo.address },
    { label: labels.phone, value: phoneText(profile.contactInfo.mobile) },
    { label: labels.email, value: profile.contactInfo.email },
    {
      label: labels.yearsOfExperience,
      value: yearsText(texts, profile.experienceInfo.yearsOfExperience),
    },
    { label: labels.gender, value: optionText(options.gender, profile.personalInfo.gender) },
    {
      label: labels.qualification,
      value: optionText(
        options.qualification,
        profile.profileDetails.qualification || profile.education.highestDegree,
      ),
    },
  ]
  return rows.map((row) => ({ ...row, value: row.value.trim() })).filter((row) => row.value !== '')
}
