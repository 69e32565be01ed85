import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { isStandalone, isThisIosDevice } from '@/shared/pwa/display-mode'
import { readInstallDismissedAt, rememberInstallDismissal } from '../model/install-dismissal'
import { installOfferOf, type InstallOffer } from '../model/install-offer'
import { installPromptStore, type InstallPromptState } from '../model/install-prompt-event'
import { relatedAppInstalled } from '../model/related-app'

const NO_PROMPT: InstallPromptState = { event: null, installed: false }

interface InstallOfferState {
  offer: InstallOffer
  /** Remembers 'Not now' (or the browser dialog's cancel) for 30 days. */
  dismiss: () => void
}

/** What to offer on this device now, from the kept prompt, the platform and the last dismissal. */
export function useInstallOffer(): InstallOfferState {
  const prompt = useSyncExternalStore(
    installPromptStore.subscribe,
    installPromptStore.getSnapshot,
    () => NO_PROMPT,
  )
  const [platform] = useState(() => ({
    standalone: isStandalone(),
    ios: isThisIosDevice(),
    now: Date.now(),
  }))
  const [dismissedAt, setDismissedAt] = useState(readInstallDismissedAt)
  const [relatedInstalled, setRelatedInstalled] = useState(false)

  useEffect(() => {
    let current = true
    void relatedAppInstalled().then((installed) => {
      if (current) setRelatedInstalled(installed)
    })
    return () => {
      current = false
    }
  }, [])

  const dismiss = useCallback(() => {
    const now = Date.now()
    rememberInstallDismissal(now)
    setDismissedAt(now)
  }, [])

  const offer = installOfferOf({
    ...platform,
    installed: prompt.installed || relatedInstalled,
    dismissedAt,
    hasPromptEvent: prompt.event !== null,
  })
  return { offer, dismiss }
}
