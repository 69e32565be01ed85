import { vi } from 'vitest'
import type { EngagementStatus } from '@contract/interview'
import type { CallServices } from '../model/call-controller'
import { fakeFactories, fakeMicrophone } from './fake-call'

export const CALL_URL = 'wss://api.example/ws/interview/0f8fad5b?token=t'
export const ENGAGEMENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
/** The access token the fake sign-in holds; the call's hello carries it. */
export const ACCESS_TOKEN = 'header.payload.signature'

/** Stores the call as 'I agree' does. */
export const storeCall = () => {
  localStorage.setItem('webRTCURL', CALL_URL)
  localStorage.setItem('engagementId', ENGAGEMENT_ID)
}

/**
 * Every service of the call as a fake: the engagement status, the microphone, the peers and
 * sockets made (newest last) and a network the test switches off and on.
 */
export const fakeServices = (status: EngagementStatus = 'connecting') => {
  const factories = fakeFactories()
  const microphones: ReturnType<typeof fakeMicrophone>[] = []
  const listeners = new Set<() => void>()
  let online = true
  const services: CallServices = {
    fetchStatus: vi.fn(async (_engagementId: string) => status),
    acquireMicrophone: vi.fn(async () => {
      const microphone = fakeMicrophone()
      microphones.push(microphone)
      return microphone.stream
    }),
    createPeerConnection: factories.createPeerConnection,
    createSocket: factories.createSocket,
    accessToken: () => ACCESS_TOKEN,
    online: {
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      getSnapshot: () => online,
    },
    iceServers: [],
    now: () => Date.now(),
  }
  const setOnline = (value: boolean) => {
    online = value
    for (const listener of listeners) listener()
  }
  return { services, ...factories, microphones, setOnline }
}
