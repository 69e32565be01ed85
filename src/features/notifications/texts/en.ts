/**
 * Every user-visible text of notifications: the dashboard card and the Profile switch,
 * in English. What a notification itself says is made by the server, in the candidate's language.
 */
export const notificationsTextsEn = {
  card: {
    heading: 'Get a notification when an employer moves your application',
    text: 'We tell you on this phone as soon as an employer looks at an application, asks for an interview or makes an offer.',
    turnOn: 'Turn on notifications',
    notNow: 'Not now',
    /** Read after 'Not now' so the button says what it declines. */
    notNowSuffix: ' (no notifications)',
    turnedOn: 'Notifications are on for this phone. You can turn them off on your Profile.',
    offHeading: 'Notifications are off',
    offText: 'You can turn them on any time with the Notifications switch on your Profile.',
    blockedHeading: 'Notifications are blocked',
    blockedText:
      'This browser blocks notifications from this site. To get them, allow notifications in the site settings (the icon beside the web address), then turn on the switch on your Profile.',
    profileLink: 'Go to Profile',
    close: 'OK',
    /** Read after 'OK' so the button says what it closes. */
    closeSuffix: ', hide this message',
  },

  settings: {
    heading: 'Notifications',
    label: 'Application updates on this phone',
    on: 'You get a notification when an employer moves one of your applications.',
    off: 'Turn on to get a notification when an employer moves one of your applications.',
    blocked:
      'This browser blocks notifications from this site. Allow notifications in the site settings (the icon beside the web address), then turn this on.',
    unsupported: "This browser can't show notifications.",
    needsInstall:
      'On iPhone and iPad, add this app to your Home Screen first (Share, then Add to Home Screen), then turn this on in the app.',
    checking: 'Checking this phone…',
  },

  failed: "We couldn't change notifications. Check your connection and try again.",
  refused: 'Notifications were not allowed, so they stay off.',
} as const
