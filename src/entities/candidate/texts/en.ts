/** The candidate header's texts, in English. */
export const candidateTextsEn = {
  /** '1 year of experience', '5 years of experience', by the language's plural rules. */
  experience: {
    one: (years: number) => `${years} year of experience`,
    other: (years: number) => `${years} years of experience`,
  },
} as const
