import type { QueryClient } from '@tanstack/react-query'
import { candidateProfileQuery } from '@/entities/candidate/api/get-candidate-profile'
import { ensureScreenData } from '@/shared/query/screen-data'

/** /edit-profile's loader: the profile the form starts from, saved or fetched. */
export const loadEditProfile = (queryClient: QueryClient, candidateId: string) =>
  ensureScreenData(queryClient, candidateProfileQuery(candidateId))
