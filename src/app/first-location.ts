import { trimPathRight, type AnyRouter } from '@tanstack/react-router'

/**
 * Puts the address the app starts at in the form the router writes it (the search defaults
 * of the route filled in: /submissions becomes /submissions?filter=all&page=1), before the
 * first load. The router's provider does this when it mounts, and then loads again: the app
 * loads the first screen before React renders, so without this the screen's guards and
 * loaders ran twice, the second time on whatever the first had changed.
 */
export function settleFirstLocation(router: AnyRouter): void {
  router.updateLatestLocation()
  const location = router.latestLocation
  const settled = router.buildLocation({
    to: location.pathname,
    search: true,
    params: true,
    hash: true,
    state: true,
    _includeValidateSearch: true,
  })
  if (trimPathRight(location.publicHref) !== trimPathRight(settled.publicHref)) {
    router.commitLocation({ ...settled, replace: true, ignoreBlocker: true })
  }
}
