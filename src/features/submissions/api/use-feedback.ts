import { useMutation, useMutationState, type Mutation } from '@tanstack/react-query'
import type { FeedbackResult, FeedbackSnapshot, FeedbackVariables } from './give-feedback'
import { feedbackMutationKey } from './submissions-keys'

/*
 * The feedback hooks, apart from the defaults in give-feedback.ts: those load at start (they
 * are registered before the saved cache is restored), these only with the screens.
 */

/** The modal's handle on the feedback: the registered defaults fill in the rest. */
export const useGiveFeedback = () =>
  useMutation<FeedbackResult, Error, FeedbackVariables, FeedbackSnapshot>({
    mutationKey: feedbackMutationKey,
  })

const isQueuedFor = (jobId: string) => (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.state.isPaused &&
  (mutation.state.variables as FeedbackVariables | undefined)?.jobId === jobId

/**
 * Whether feedback on this job waits for the network: also a feedback restored from an earlier
 * visit, which no component of this visit started.
 */
export const useFeedbackQueued = (jobId: string): boolean =>
  useMutationState({
    filters: { mutationKey: feedbackMutationKey, predicate: isQueuedFor(jobId) },
    select: (mutation) => mutation.mutationId,
  }).length > 0
