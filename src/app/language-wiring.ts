import type { QueryClient } from '@tanstack/react-query'
import { onLanguageSwitched } from '@/shared/i18n/language-store'
import { currentCandidateId } from '@/shared/session/candidate-id'

/** The server-side half, fetched only once someone is signed in: the landing page skips it. */
const serverLanguage = () => import('./server-language')

/**
 * Sign-in hands the device's language to the server with the code; after that, each switch is
 * sent, and a signed-in start checks the server still has the one shown.
 */
export function connectLanguageToServer(queryClient: QueryClient): void {
  onLanguageSwitched(() => {
    const candidateId = currentCandidateId()
    if (candidateId)
      void serverLanguage().then((module) => module.sendLanguageToServer(candidateId))
  })
  const candidateId = currentCandidateId()
  if (candidateId)
    void serverLanguage().then((module) => module.reconcileServerLanguage(queryClient, candidateId))
}
