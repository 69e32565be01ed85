import * as v from 'valibot'
import { okEnvelope } from './envelope'

/** docs/product.md#preference: what the AI recruiter's interview produces for a candidate. */
export const preferencesSchema = v.object({
  jobTypeAndSchedule: v.object({
    jobTypes: v.array(v.string()),
    roles: v.array(v.string()),
    shiftPreferences: v.array(v.string()),
  }),
  location: v.object({
    preferredLocations: v.array(v.string()),
    /** '25 miles' or '30 minutes', or '' when unknown. */
    maximumCommuteDistance: v.string(),
    /** 'Yes', 'No', 'Maybe', or '' when unknown. */
    relocation: v.picklist(['Yes', 'No', 'Maybe', '']),
  }),
  salaryAndBenefits: v.object({
    /** '$17 - $20', '$18', '$17+', 'Up to $20', or '' when unknown. */
    hourlyRateRange: v.string(),
    requiredBenefits: v.array(v.string()),
  }),
  skillsAndExperience: v.object({
    skills: v.array(v.string()),
    yearsOfExperience: v.nullable(v.number()),
  }),
})
export type Preferences = v.InferOutput<typeof preferencesSchema>

/**
 * GET /api/Candidate/GetCandidatePreference?candidateId=: the preferences, or null before the
 * interview has produced any.
 */
export const candidatePreferenceResponseSchema = okEnvelope(v.nullable(preferencesSchema))
