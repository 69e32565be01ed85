/** Every user-visible text of installing the app, in English. */
export const installTextsEn = {
  heading: (product: string) => `Install ${product} on this device`,
  text: 'Open your job submissions from the home screen like any other app, even with no signal.',
  install: 'Install',
  /** Read after 'Install' so the button says what it installs. */
  installSuffix: (product: string) => ` ${product}`,
  notNow: 'Not now',
  notNowSuffix: ' (do not install)',
  later:
    "You can install the app later from your browser's menu: look for Install app or Add to Home screen.",
  laterHeading: 'Maybe later',

  ios: {
    heading: (product: string) => `Add ${product} to your Home Screen`,
    text: 'Open your job submissions from the Home Screen like any other app, even with no signal, and get notifications.',
    iconAlt: (product: string) => `The ${product} app icon`,
    steps: {
      share: 'Tap Share in the browser’s toolbar.',
      add: 'Scroll down and choose Add to Home Screen.',
      confirm: 'Tap Add.',
    },
    stepsLabel: 'How to add it',
  },
} as const
