/**
 * The consent the call-me screen shows before 'I agree', in English; the server records these
 * words as shown (contract/call-consent-text.ts). A module per language, so a screen loads
 * only the language it speaks.
 */
export const callConsentTextEn = (product: string) =>
  `By selecting “I agree”, you agree that ${product} and its AI recruiter may contact you at the mobile number you gave us with recurring AI-generated messages, calls and texts, including by automated dialling, about your job search and matching jobs. Message and data rates may apply. Message frequency varies. Reply STOP to opt out and HELP for help. Your consent is not a condition of using the service.`
