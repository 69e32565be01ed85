import { catalogueSkills } from '../vocabulary/skills'
import { findAddress, findEmail, findName, findPhone } from './contact'
import { monthIndexOf } from './dates'
import { emptyDraftProfile, type DraftProfile } from './draft-profile'
import { parseEducation, highestDegree } from './education'
import { parseEmployment } from './employment'
import { computedYears, currentOccupation, statedYears } from './experience-years'
import { normaliseText } from './normalise-text'
import { splitSections } from './sections'
import { collectSkills } from './skills'
import { findPlace } from './places'
import { stripBullet } from './text-utils'

export interface ParseResumeOptions {
  /** What 'Present' means when computing years of experience. Default: now. */
  referenceDate?: Date
}

/** Lines of every section of these kinds, sections separated by a blank line. */
function sectionLines(
  sections: ReturnType<typeof splitSections>['sections'],
  kind: string,
): string[] {
  return sections.filter((section) => section.kind === kind).flatMap((s) => [...s.lines, ''])
}

const isContactLine = (line: string) =>
  findEmail(line) !== '' || findPhone(line) !== '' || findPlace(line) !== undefined

/** Joins lines into one paragraph, bullets removed. */
const paragraph = (lines: string[]) =>
  lines
    .map((line) => stripBullet(line.trim()).replace(/\t/g, ' '))
    .filter(Boolean)
    .join(' ')

/**
 * A draft profile from resume text (any of extractResumeText's output, or text a candidate
 * typed). Rule-based: sections by their headings (English and Spanish), then contact details,
 * jobs, schools, skills and years from their usual patterns. Never throws; what it cannot find
 * stays empty.
 */
export function parseResume(text: string, options: ParseResumeOptions = {}): DraftProfile {
  const dateOptions = { now: monthIndexOf(options.referenceDate ?? new Date()) }
  const normalised = normaliseText(text)
  const sections = splitSections(normalised)
  const header = sections.header.filter((line) => line !== '')
  const contactLines = sectionLines(sections.sections, 'contact').filter((line) => line !== '')
  const profile = emptyDraftProfile()

  const topLines = [...header, ...contactLines]
  const top = topLines.join('\n')
  profile.personalInfo.name = findName(header.length > 0 ? header : contactLines)
  profile.contactInfo.email = findEmail(top) || findEmail(normalised)
  profile.contactInfo.mobile = findPhone(top) || findPhone(normalised)
  profile.contactInfo.address = findAddress(topLines)

  const summaryLines = sectionLines(sections.sections, 'summary')
  const unlabelled = header.filter((line) => line.split(/\s+/).length >= 8 && !isContactLine(line))
  profile.personalInfo.professionalSummary = paragraph(
    summaryLines.some((line) => line !== '') ? summaryLines : unlabelled,
  )

  const jobs = parseEmployment(sectionLines(sections.sections, 'experience'), dateOptions)
  profile.experienceInfo.employmentHistory = jobs.map(
    ({ employerName, jobTitle, duration, location, description }) => ({
      employerName,
      jobTitle,
      duration,
      location,
      description,
    }),
  )
  const stated = statedYears([profile.personalInfo.professionalSummary, ...header].join('\n'))
  profile.experienceInfo.yearsOfExperience = stated ?? computedYears(jobs)
  profile.currentExperience.currentOccupation = currentOccupation(jobs)

  const educationLines = sectionLines(sections.sections, 'education')
  const educations = parseEducation(educationLines, dateOptions)
  profile.education.educations = educations
  profile.education.highestDegree = highestDegree(educations)

  // Certifications listed under Education ('OSHA 10 card') are skills too.
  const certificationLines = educationLines.filter((line) => catalogueSkills(line).length > 0)
  const otherText = [
    profile.personalInfo.professionalSummary,
    ...jobs.map((job) => job.jobTitle),
    ...jobs.map((job) => job.description),
    ...certificationLines,
  ].join('\n')
  profile.skillInfo.skills = collectSkills(sectionLines(sections.sections, 'skills'), otherText)
  return profile
}
