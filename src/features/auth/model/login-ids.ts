/** The login screen's element ids: one login screen is ever on a page. */
export const loginIds = {
  phone: 'login-phone',
  phoneStatus: 'login-phone-status',
} as const
