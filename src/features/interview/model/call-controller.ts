import type { EngagementStatus } from '@contract/interview'
import { appConfig } from '@/shared/config'
import { onlineState, type OnlineSource } from '@/shared/online/online-state'
import { readStorage } from '@/shared/storage/local-storage'
import { getEngagementCallStatus } from '../api/get-engagement-call-status'
import {
  CallConnection,
  type CallConnectionHandlers,
  type CallSignal,
  type PeerLike,
  type SocketLike,
} from './call-connection'
import { clearCallDetails, type CallDetails } from './call-details'
import {
  initialCallState,
  transitionCall,
  type CallCommand,
  type CallEvent,
  type CallState,
  type SendChoiceCommand,
} from './call-machine'
import { acquireMicrophone, microphoneErrorKind } from './microphone'

/** docs/product.md#the-web-call: coming back online reconnects after 1 second. */
export const RECONNECT_DELAY_MS = 1000

/** Everything the call needs from the browser and the server; tests pass fakes. */
export interface CallServices {
  fetchStatus: (engagementId: string) => Promise<EngagementStatus>
  acquireMicrophone: () => Promise<MediaStream>
  createPeerConnection: (configuration: RTCConfiguration) => PeerLike
  createSocket: (url: string) => SocketLike
  /** This sign-in's access token, read when a connection starts ('' when signed out). */
  accessToken: () => string
  online: OnlineSource
  iceServers: RTCIceServer[]
  now: () => number
}

export const browserCallServices = (): CallServices => ({
  fetchStatus: getEngagementCallStatus,
  acquireMicrophone: () => acquireMicrophone(),
  createPeerConnection: (configuration) => new RTCPeerConnection(configuration),
  createSocket: (url) => new WebSocket(url),
  accessToken: () => readStorage('accessToken') ?? '',
  online: onlineState,
  // README.md#configuration: the STUN list is configuration; none at all is valid on a local
  // network.
  iceServers: appConfig.stunUrls.length ? [{ urls: [...appConfig.stunUrls] }] : [],
  now: () => Date.now(),
})

/**
 * Runs the call machine: keeps its state for React (subscribe/getSnapshot), feeds it the
 * events of the network, the current connection and the server, and carries out the
 * commands it returns. Every teardown bumps `generation`, and asynchronous results of an
 * older generation are dropped, so a late answer can never act on a newer call.
 */
export class CallController {
  private state: CallState = initialCallState
  private readonly listeners = new Set<() => void>()
  private connection: CallConnection | null = null
  private generation = 0
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined
  private stopWatchingNetwork: (() => void) | undefined
  private online = true
  private remoteStreamListener: ((stream: MediaStream) => void) | undefined

  constructor(
    private readonly details: CallDetails,
    private readonly services: CallServices,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly getSnapshot = (): CallState => this.state

  /** Starts from the status check; calling it again starts over (React's strict mode does). */
  start(): void {
    this.stop()
    this.setState(initialCallState)
    const { online } = this.services
    this.online = online.getSnapshot()
    this.stopWatchingNetwork = online.subscribe(() => {
      const next = online.getSnapshot()
      if (next === this.online) return
      this.online = next
      this.dispatch({ type: next ? 'online' : 'offline' })
    })
    if (this.online) this.run('checkStatus')
    else this.dispatch({ type: 'offline' })
  }

  /** Leaving the page mid-call drops it without 'end', so a reload resumes the interview. */
  stop(): void {
    this.stopWatchingNetwork?.()
    this.stopWatchingNetwork = undefined
    this.run('cancelReconnect')
    this.run('dropCall')
  }

  readonly endInterview = () => this.dispatch({ type: 'endPressed' })
  readonly retry = () => this.dispatch({ type: 'retry' })
  readonly leave = () => this.dispatch({ type: 'leave' })
  readonly sendText = (text: string): boolean => this.connection?.sendText(text) ?? false
  /** A tap on an option of a one-tap question: the answer. */
  readonly pickChoice = (optionId: string) => this.dispatch({ type: 'choicePicked', optionId })
  /** A tap on an option of a question of several answers. */
  readonly toggleChoice = (optionId: string) => this.dispatch({ type: 'choiceToggled', optionId })
  readonly submitChoices = () => this.dispatch({ type: 'choicesSubmitted' })

  /** Where the recruiter's audio goes; returns the unsubscribe function. */
  onRemoteStream(listener: (stream: MediaStream) => void): () => void {
    this.remoteStreamListener = listener
    return () => {
      if (this.remoteStreamListener === listener) this.remoteStreamListener = undefined
    }
  }

  private setState(state: CallState): void {
    if (state === this.state) return
    this.state = state
    for (const listener of this.listeners) listener()
  }

  private dispatch(event: CallEvent): void {
    const { state, commands } = transitionCall(this.state, event)
    this.setState(state)
    for (const command of commands) this.run(command)
  }

  /** Dispatches only while the generation that asked is still the current one. */
  private dispatchFor(generation: number, event: CallEvent): void {
    if (generation === this.generation) this.dispatch(event)
  }

  private run(command: CallCommand): void {
    if (typeof command === 'object') {
      this.sendChoice(command)
      return
    }
    switch (command) {
      case 'checkStatus': {
        const generation = this.generation
        this.services.fetchStatus(this.details.engagementId).then(
          (status) => this.dispatchFor(generation, { type: 'statusChecked', status }),
          // The server could not say: try the call anyway.
          () => this.dispatchFor(generation, { type: 'statusChecked', status: null }),
        )
        return
      }
      case 'connect':
        void this.connect()
        return
      case 'endCall':
        this.teardown()?.end()
        return
      case 'dropCall':
        this.teardown()?.drop()
        return
      case 'clearCallDetails':
        clearCallDetails()
        return
      case 'scheduleReconnect':
        clearTimeout(this.reconnectTimer)
        this.reconnectTimer = setTimeout(() => {
          this.reconnectTimer = undefined
          this.dispatch({ type: 'reconnectDue' })
        }, RECONNECT_DELAY_MS)
        return
      case 'cancelReconnect':
        clearTimeout(this.reconnectTimer)
        this.reconnectTimer = undefined
        return
    }
  }

  private sendChoice({ captionId, optionIds }: SendChoiceCommand): void {
    // Not sent (the socket is closing): the candidate can choose again, or say or type it.
    if (!this.connection?.sendChoice(captionId, optionIds))
      this.dispatch({ type: 'choiceNotSent', captionId })
  }

  /** Detaches the current connection (the caller ends or drops it). */
  private teardown(): CallConnection | null {
    this.generation += 1
    const connection = this.connection
    this.connection = null
    return connection
  }

  private async connect(): Promise<void> {
    const generation = this.generation
    let microphone: MediaStream
    try {
      microphone = await this.services.acquireMicrophone()
    } catch (error) {
      this.dispatchFor(generation, { type: 'micError', kind: microphoneErrorKind(error) })
      return
    }
    if (generation !== this.generation || this.state.screen !== 'connecting') {
      // The call moved on while the browser asked (offline, left): let the microphone go.
      for (const track of microphone.getTracks()) track.stop()
      return
    }
    const { createPeerConnection, createSocket, iceServers } = this.services
    const connection = new CallConnection(
      {
        url: this.details.callUrl,
        accessToken: this.services.accessToken(),
        microphone,
        iceServers,
        createPeerConnection,
        createSocket,
      },
      this.handlersFor(generation),
    )
    this.connection = connection
    connection.start()
  }

  private handlersFor(generation: number): CallConnectionHandlers {
    const send = (event: CallEvent) => this.dispatchFor(generation, event)
    return {
      socketOpen: () => send({ type: 'socketOpen' }),
      socketError: () => send({ type: 'socketError' }),
      failed: () => send({ type: 'socketError' }),
      socketClose: (code) => send({ type: 'socketClose', code }),
      peerState: (state) => send({ type: 'pcState', state, at: this.services.now() }),
      signal: (signal) => send(eventOf(signal)),
      remoteStream: (stream) => {
        if (generation === this.generation) this.remoteStreamListener?.(stream)
      },
    }
  }
}

/** What a signal from the server means to the call machine. */
function eventOf(signal: CallSignal): CallEvent {
  switch (signal.type) {
    case 'caption': {
      const { id, kind, text, choices } = signal
      return { type: 'caption', caption: { id, kind, text }, ...(choices ? { choices } : {}) }
    }
    case 'state': {
      const { phase, questionsAsked, maxQuestions } = signal
      return { type: 'serverState', phase, questionsAsked, maxQuestions }
    }
    case 'choiceRejected':
      return { type: 'choiceNotSent', captionId: signal.captionId }
  }
}
