/** Query keys of the candidate's own records: the one place they are spelled. */
export const candidateKeys = {
  all: ['candidate'] as const,
  onboardingDetails: (candidateId: string) =>
    [...candidateKeys.all, 'onboarding-details', candidateId] as const,
  onboardingDetailsOfEveryone: () => [...candidateKeys.all, 'onboarding-details'] as const,
  details: (candidateId: string) => [...candidateKeys.all, 'details', candidateId] as const,
  preference: (candidateId: string) => [...candidateKeys.all, 'preference', candidateId] as const,
  profile: (candidateId: string) => [...candidateKeys.all, 'profile', candidateId] as const,
  basicProfile: (candidateId: string) =>
    [...candidateKeys.all, 'basic-profile', candidateId] as const,
  /** The request to talk to a person instead of the AI interview (contract/person-request.ts). */
  personRequest: (candidateId: string) =>
    [...candidateKeys.all, 'person-request', candidateId] as const,
}
