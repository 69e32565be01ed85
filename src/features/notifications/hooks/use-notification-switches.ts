import { useMutation, useQueryClient } from '@tanstack/react-query'
import { analytics } from '@/shared/analytics/analytics'
import { useCandidateId } from '@/shared/session/candidate-id'
import { pushKeys } from '../api/push-keys'
import {
  notificationsEvents,
  reportNotificationsFailure,
  type NotificationsPlace,
} from '../model/notifications-events'
import { turnOffNotifications, turnOnNotifications } from '../model/push-device'

/**
 * Turning notifications on: pass the permission asked from the click itself (askPermission),
 * since the mutation runs a moment later. 'always': the prompt works offline, and the calls
 * after it fail with a message rather than wait unseen for the network.
 */
export const useTurnOnNotifications = (place: NotificationsPlace) => {
  const queryClient = useQueryClient()
  const candidateId = useCandidateId()
  return useMutation({
    mutationKey: [...pushKeys.all, 'turn-on'],
    mutationFn: (permission: Promise<NotificationPermission>) =>
      turnOnNotifications(queryClient, candidateId, permission),
    networkMode: 'always',
    onSuccess: (result) =>
      analytics.capture(
        result === 'subscribed' ? notificationsEvents.turnedOn : notificationsEvents.refused,
        { place },
      ),
    onError: (error) => reportNotificationsFailure(place, error),
  })
}

/** Turning notifications off (the Profile switch). */
export const useTurnOffNotifications = () => {
  const candidateId = useCandidateId()
  return useMutation({
    mutationKey: [...pushKeys.all, 'turn-off'],
    mutationFn: () => turnOffNotifications(candidateId),
    networkMode: 'always',
    onSuccess: () => analytics.capture(notificationsEvents.turnedOff, { place: 'profile' }),
    onError: (error) => reportNotificationsFailure('profile', error),
  })
}
