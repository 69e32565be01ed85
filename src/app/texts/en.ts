/**
 * Every user-visible text of the app shell, in English (docs/product.md#screens-and-routes words
 * the layout).
 */
export const appTextsEn = {
  header: {
    mainNav: 'Main',
    dashboard: 'Dashboard',
    submissions: 'Submissions',
    profile: 'Profile',
    preferences: 'Preferences',
    logout: 'Logout',
    menu: 'Menu',
    menuNav: 'Menu',
  },
  footer: {
    nav: 'Legal and contact',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    contact: 'Contact Us',
  },
  routeError: {
    heading: 'Something went wrong',
    text: 'Please reload the page to try again.',
  },
  update: {
    available: 'New version available',
    reload: 'Reload',
  },
  /** A screen's document title: 'Dashboard | Hirelane Jobs'. */
  documentTitle: (title: string, product: string) => `${title} | ${product} Jobs`,
} as const
