/** 'Rosa Mendez' -> 'RM', 'Ana Maria de la Cruz' -> 'AC', 'Cher' -> 'C', '' -> ''. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words.length > 1 ? words.at(-1) : undefined
  return [first, last]
    .map((word) => (word ? [...word][0] : ''))
    .join('')
    .toLocaleUpperCase('en-US')
}

/** The header's years: '1 year of experience', '5 years of experience'; '' when none is known. */
export function experienceText(years: number): string {
  if (!Number.isFinite(years) || years <= 0) return ''
  return years === 1 ? '1 year of experience' : `${years} years of experience`
}
