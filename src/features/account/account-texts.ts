/**
 * Every user-visible text of the account card and the delete-account modal (SPEC.md 2, 4, 5, 9).
 * English only for now; a Spanish table with the same keys can sit beside it (DESIGN.md 1). The
 * wording SPEC.md leaves open is recorded in docs/decisions.md.
 */
export const accountTexts = {
  card: {
    /** SPEC.md 2. */
    heading: 'Manage the status of your account',
    text: 'Deleting your account erases your profile, interview, preferences and job submissions. It cannot be undone.',
    delete: 'Delete',
    /** Read after 'Delete', so the button says what it deletes. */
    deleteSuffix: ' account',
  },

  modal: {
    heading: 'Delete your account?',
    intro:
      'This erases your profile, interview, preferences and job submissions for good. Tell us why you are leaving.',
    reasonsLegend: 'Why are you deleting your account? Choose one or more reasons',
    otherReasonLabel: 'Other reason',
    counter: (length: number, max: number) => `${length}/${max} characters`,
    /** Why 'Yes, delete my account' is disabled (SPEC.md 5). */
    problems: {
      chooseReason: 'Choose at least one reason.',
      otherReasonMissing: 'Tell us the other reason.',
    },
    /** SPEC.md 5. */
    confirm: 'Yes, delete my account',
    cancel: 'Cancel',
  },
} as const
