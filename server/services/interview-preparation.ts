/**
 * Which interview preference slots a candidate has already answered, so the recruiter can skip
 * them. The draft profile comes from server/resume (its exact type is that module's), so it is
 * read defensively: a field counts only when it holds something usable.
 */

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined

const nonEmptyText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** `a.b.c` in a plain-object tree, or undefined. */
const at = (root: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => record(node)?.[key], root)

const firstDefined = (root: unknown, paths: string[]) =>
  paths.map((path) => at(root, path)).find((value) => value !== undefined && value !== null)

export function knownPreferenceSlots(
  draftProfile: unknown,
  titles: { selectedTitles: readonly string[]; customTitles: readonly string[] },
): string[] {
  const slots: string[] = []
  if (titles.selectedTitles.length > 0 || titles.customTitles.length > 0) slots.push('jobTypes')

  const skills = firstDefined(draftProfile, ['skills', 'skillInfo.skills'])
  if (Array.isArray(skills) && skills.some(nonEmptyText)) slots.push('skills')

  const years = firstDefined(draftProfile, [
    'yearsOfExperience',
    'experienceInfo.yearsOfExperience',
  ])
  // server/resume's empty profile says 0 years; only a positive figure or a job history is an answer.
  const history = at(draftProfile, 'experienceInfo.employmentHistory')
  const yearsKnown = typeof years === 'number' && Number.isFinite(years) && years > 0
  if (yearsKnown || (Array.isArray(history) && history.length > 0)) {
    slots.push('yearsOfExperience')
  }

  const place = firstDefined(draftProfile, [
    'city',
    'location',
    'address',
    'address.city',
    'contactInfo.address',
    'contactInfo.city',
  ])
  const placeKnown =
    nonEmptyText(place) || Object.values(record(place) ?? {}).some((part) => nonEmptyText(part))
  if (placeKnown) slots.push('location')
  return slots
}
