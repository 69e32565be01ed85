import { useState } from 'react'
import { readStorage } from '@/shared/storage/local-storage'

/**
 * The signed-in candidate's id (stored at sign-in, docs/product.md#sign-in), or null when signed
 * out.
 */
export const currentCandidateId = (): string | null => readStorage('candidateId')

/**
 * The candidate id for a screen behind the authenticated guard, which guarantees one. It is
 * read once per screen: a sign-out unmounts the screen rather than changing whose it is.
 */
export const useCandidateId = (): string => {
  const [candidateId] = useState(() => currentCandidateId() ?? '')
  return candidateId
}
