import { dismissalActive } from './install-dismissal'

/**
 * The dashboard's install offer:
 * - prompt: the browser's own install dialog, behind an Install button (Chrome, Edge, Samsung);
 * - ios-guide: Share -> Add to Home Screen, on an iPhone or iPad, which has no prompt;
 * - none: already installed or running installed, dismissed lately, or a browser with neither.
 */
export type InstallOffer = 'prompt' | 'ios-guide' | 'none'

export interface InstallInputs {
  /** Running from the home screen. */
  standalone: boolean
  /** Installed while this page was open, or the browser lists the app as installed. */
  installed: boolean
  dismissedAt: number | undefined
  now: number
  /** A kept beforeinstallprompt event. */
  hasPromptEvent: boolean
  ios: boolean
}

export function installOfferOf(inputs: InstallInputs): InstallOffer {
  if (inputs.standalone || inputs.installed) return 'none'
  if (dismissalActive(inputs.dismissedAt, inputs.now)) return 'none'
  if (inputs.hasPromptEvent) return 'prompt'
  return inputs.ios ? 'ios-guide' : 'none'
}
