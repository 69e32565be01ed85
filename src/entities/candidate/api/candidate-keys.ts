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
}
