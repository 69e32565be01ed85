import { isoDay } from './sharing-dates'

/** Characters no phone's or computer's file system takes in a name, and control characters. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu

const clean = (text: string): string => text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim()

/**
 * The PDF's file name, after the job and the agency, with the report's day so a report and its
 * updates do not overwrite each other: 'Forklift Operator - Lone Star Staffing - 2026-11-21.pdf'.
 */
export const reportFileName = (jobTitle: string, agencyName: string, createdAt: string): string => {
  const parts = [clean(jobTitle), clean(agencyName), isoDay(createdAt)].filter(Boolean)
  return `${parts.join(' - ') || 'report'}.pdf`
}
