/** navigator.getInstalledRelatedApps, which TypeScript's DOM types do not have. */
type RelatedAppsNavigator = Navigator & {
  getInstalledRelatedApps?: () => Promise<{ platform: string; url?: string; id?: string }[]>
}

/**
 * Whether the browser reports this app as installed while the page runs in a tab: Chrome on
 * Android answers for the web app the manifest's related_applications names (itself). Elsewhere
 * the answer is 'not known', taken as not installed.
 */
export async function relatedAppInstalled(
  nav: RelatedAppsNavigator = navigator as RelatedAppsNavigator,
): Promise<boolean> {
  try {
    const apps = (await nav.getInstalledRelatedApps?.()) ?? []
    return apps.some((app) => app.platform === 'webapp')
  } catch {
    return false
  }
}
