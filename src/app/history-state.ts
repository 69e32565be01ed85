/**
 * What screens hand each other through the navigation state (docs/product.md#screens-and-routes):
 * the login screen's optional mobile value and originating path, and the 'from onboarding' marker
 * of /check-profile.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    /** The location a signed-out visitor tried to open, restored after sign-in. */
    from?: string
    mobile?: string
    fromOnboarding?: boolean
  }
}

export {}
