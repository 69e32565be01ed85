/**
 * Usage events of installing. 'shown' and 'dismissed' say which offer (the browser's
 * prompt or the iPhone guide); 'dismissed' says who closed it (this card or the browser's
 * dialog).
 */
export const installEvents = {
  shown: 'install_offer_shown',
  accepted: 'install_accepted',
  dismissed: 'install_dismissed',
  installed: 'app_installed',
} as const
