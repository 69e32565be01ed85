/** The shared UI kit's own texts, in English: its defaults when a screen passes none. */
export const uiTextsEn = {
  loading: 'Loading…',
  notSavedOffline: {
    heading: "You're offline",
    text: "This page hasn't been saved on this phone yet. It will load as soon as you're back online.",
  },
  /** 'Offline - showing data from {time}' (docs/adr/0062); the time is already in the locale. */
  offlineShowingDataFrom: (time: string) => `Offline - showing data from ${time}`,
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    /** Spoken before each page number: 'Page 3'. */
    page: 'Page',
  },
} as const
