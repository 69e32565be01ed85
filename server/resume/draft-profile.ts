import * as v from 'valibot'

/**
 * The candidate profile a resume analysis proposes, in the shape of docs/product.md#profile (the
 * profile call's data.data). Every string is '' when the resume does not say; lists may be
 * empty. Employment entries also carry `jobTitle` (the profile call lists no title per entry, but
 * the current occupation and the recruiter's questions need it).
 */
export const employmentEntrySchema = v.object({
  employerName: v.string(),
  jobTitle: v.string(),
  /** As written, dashes normalised: 'Mar 2019 - Present', '2014 - 2018', '3 years'. */
  duration: v.string(),
  /** 'City, ST' when the resume gives one. */
  location: v.string(),
  /** The entry's bullet points and sentences, one per line, bullets removed. */
  description: v.string(),
})
export type EmploymentEntry = v.InferOutput<typeof employmentEntrySchema>

export const DEGREE_TYPES = [
  'High School Diploma',
  'GED',
  'Diploma',
  'Certificate',
  "Associate's Degree",
  "Bachelor's Degree",
  "Master's Degree",
  'Doctorate',
] as const
export type DegreeType = (typeof DEGREE_TYPES)[number]

export const educationEntrySchema = v.object({
  schoolName: v.string(),
  /** Four digits, or '' when no year is given. */
  yearOfDegree: v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{4}$/))]),
  location: v.string(),
  degreeType: v.union([v.literal(''), v.picklist(DEGREE_TYPES)]),
})
export type EducationEntry = v.InferOutput<typeof educationEntrySchema>

export const draftProfileSchema = v.object({
  personalInfo: v.object({
    name: v.string(),
    /** Resumes do not state it; always '' from analysis, kept for the profile shape. */
    gender: v.string(),
    professionalSummary: v.string(),
  }),
  currentExperience: v.object({ currentOccupation: v.string() }),
  contactInfo: v.object({
    address: v.string(),
    /** E.164 (+1 and 10 digits) or ''. */
    mobile: v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\+1\d{10}$/))]),
    email: v.string(),
  }),
  experienceInfo: v.object({
    /** Years, one decimal place. */
    yearsOfExperience: v.pipe(v.number(), v.minValue(0), v.maxValue(80)),
    employmentHistory: v.array(employmentEntrySchema),
  }),
  education: v.object({
    highestDegree: v.union([v.literal(''), v.picklist(DEGREE_TYPES)]),
    educations: v.array(educationEntrySchema),
  }),
  skillInfo: v.object({ skills: v.array(v.string()) }),
})
export type DraftProfile = v.InferOutput<typeof draftProfileSchema>

export function emptyDraftProfile(): DraftProfile {
  return {
    personalInfo: { name: '', gender: '', professionalSummary: '' },
    currentExperience: { currentOccupation: '' },
    contactInfo: { address: '', mobile: '', email: '' },
    experienceInfo: { yearsOfExperience: 0, employmentHistory: [] },
    education: { highestDegree: '', educations: [] },
    skillInfo: { skills: [] },
  }
}

/** Reads stored JSON back: the profile, or undefined when it does not have this shape. */
export function readDraftProfile(value: unknown): DraftProfile | undefined {
  const result = v.safeParse(draftProfileSchema, value)
  return result.success ? result.output : undefined
}
