import type { CandidateTexts } from '../candidate-texts'

/** The candidate header's texts in US Spanish. */
export const candidateTextsEs: CandidateTexts = {
  experience: {
    one: (years) => `${years} año de experiencia`,
    other: (years) => `${years} años de experiencia`,
  },
}
