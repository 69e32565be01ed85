import type { QueryClient } from '@tanstack/react-query'
import { candidateDetailsQuery } from '@/entities/candidate/api/get-details'
import { updateCandidateLanguage } from '@/entities/candidate/api/update-language'
import { getLanguage } from '@/shared/i18n/language-store'

/**
 * The signed-in candidate's language on the server follows this device, so the
 * server's texts and the interview are in it. Loaded only for a signed-in candidate.
 */
export const sendLanguageToServer = (candidateId: string): Promise<void> =>
  updateCandidateLanguage(candidateId, getLanguage()).then(
    () => undefined,
    () => {
      // Offline or a failed call: the next signed-in start compares again.
    },
  )

/**
 * At a signed-in start: sends the language when the server's differs (a switch made offline,
 * or on another device since). The header asks for the same details: one request, shared.
 */
export async function reconcileServerLanguage(
  queryClient: QueryClient,
  candidateId: string,
): Promise<void> {
  try {
    const details = await queryClient.fetchQuery(candidateDetailsQuery(candidateId))
    if (details.language && details.language !== getLanguage())
      await sendLanguageToServer(candidateId)
  } catch {
    // Offline: compared again on the next start.
  }
}
