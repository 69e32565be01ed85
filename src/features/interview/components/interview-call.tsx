import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { useOnline } from '@/shared/online/online-state'
import { ErrorMessage } from '@/shared/ui/message-line'
import { useInterviewTexts } from '../interview-texts'
import { readCallDetails, type CallDetails } from '../model/call-details'
import { browserCallServices, CallController, type CallServices } from '../model/call-controller'
import type { CallScreen, ExitReason } from '../model/call-machine'
import { AnalysingView } from './analysing-view'
import { CallProblemView } from './call-problem-view'
import { Paragraph } from './interview-ui'
import { LiveCallView } from './live-call-view'

interface InterviewCallProps {
  /** Move the focus to the first heading (the candidate just arrived from step 3). */
  focusHeading: boolean
  /** Back to step 3; 'failed' shows 'Something went wrong with your call' there. */
  onLeave: (reason: ExitReason) => void
  /** The engagement is complete: onboarding finishes. */
  onCompleted: () => void
  /** Browser and server parts, replaced by fakes in tests. */
  services?: Partial<CallServices>
}

/**
 * Onboarding step 4 in web mode (docs/product.md#the-web-call): the AI recruiter voice call
 * to the address 'I agree' stored, with its connection lost, system error, microphone and
 * analysing screens. Without a stored call there is nothing to join: back to step 3.
 */
export function InterviewCall(props: InterviewCallProps) {
  const [details] = useState(readCallDetails)
  const leave = useEffectEvent(props.onLeave)
  useEffect(() => {
    if (!details) leave('cancelled')
  }, [details])
  return details ? <Call details={details} {...props} /> : null
}

function Call({
  details,
  focusHeading,
  onLeave,
  onCompleted,
  services: overrides,
}: InterviewCallProps & { details: CallDetails }) {
  const texts = useInterviewTexts()
  const [services] = useState(() => ({ ...browserCallServices(), ...overrides }))
  const [controller] = useState(() => new CallController(details, services))
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot)
  const online = useOnline(services.online)
  const { audioRef, audioBlocked, playAudio } = useRemoteAudio(controller)
  const [choiceActions] = useState(() => ({
    onPick: controller.pickChoice,
    onToggle: controller.toggleChoice,
    onSubmit: controller.submitChoices,
  }))

  useEffect(() => {
    controller.start()
    return () => controller.stop()
  }, [controller])

  const leave = useEffectEvent(onLeave)
  useEffect(() => {
    if (state.screen === 'exited') leave(state.exitReason ?? 'cancelled')
  }, [state.screen, state.exitReason])

  // Connection Lost, its signal-dip variant and System Error differ only in heading and text.
  const problem = (heading: string, text: string) => (
    <CallProblemView
      heading={heading}
      retryLabel={texts.retryCall}
      leaveLabel={texts.backToOnboarding}
      onRetry={controller.retry}
      onLeave={controller.leave}
    >
      <Paragraph>{text}</Paragraph>
    </CallProblemView>
  )
  let screen: ReactNode
  switch (state.screen) {
    case 'checking':
    case 'connecting':
    case 'connected':
      screen = (
        <LiveCallView
          state={state}
          // After a retry or a reconnect the candidate comes from another screen.
          focusHeading={focusHeading || state.attempt > 0}
          now={services.now}
          audioBlocked={audioBlocked}
          onPlayAudio={playAudio}
          onSendText={controller.sendText}
          choiceActions={choiceActions}
          onEnd={controller.endInterview}
        />
      )
      break
    case 'microphoneError':
      screen = (
        <CallProblemView
          heading={texts.microphone.heading}
          retryLabel={texts.microphone.tryAgain}
          leaveLabel={texts.microphone.cancel}
          onRetry={controller.retry}
          onLeave={controller.leave}
        >
          <ErrorMessage message={texts.microphone.errors[state.microphoneError ?? 'unknown']} />
        </CallProblemView>
      )
      break
    case 'connectionLost':
      screen = problem(
        texts.connectionLost.heading,
        online ? texts.connectionLost.online : texts.connectionLost.offline,
      )
      break
    case 'interrupted':
      // The call is still up and resumes by itself; Retry call does not wait for it.
      screen = problem(texts.connectionLost.heading, texts.connectionLost.interrupted)
      break
    case 'systemError':
      screen = problem(texts.systemError.heading, texts.systemError.text)
      break
    case 'analysing':
      screen = (
        <AnalysingView
          engagementId={details.engagementId}
          fetchStatus={services.fetchStatus}
          onCompleted={onCompleted}
          onAbandoned={() => onLeave('failed')}
        />
      )
      break
    case 'exited':
      screen = null
  }

  return (
    <>
      {/* The recruiter's voice; no controls of its own, the captions carry the words. */}
      <audio ref={audioRef} autoPlay playsInline />
      {/* One key per screen, so each new screen mounts and its heading takes the focus. */}
      <div key={screenGroup(state.screen)}>{screen}</div>
    </>
  )
}

const screenGroup = (screen: CallScreen) =>
  screen === 'checking' || screen === 'connecting' || screen === 'connected' ? 'call' : screen

/** Plays the recruiter's stream; notes when the browser refused to start it without a tap. */
function useRemoteAudio(controller: CallController) {
  const ref = useRef<HTMLAudioElement>(null)
  const [blocked, setBlocked] = useState(false)

  const play = () => {
    const element = ref.current
    if (!element) return
    Promise.resolve(element.play?.()).then(
      () => setBlocked(false),
      () => setBlocked(true),
    )
  }

  const attach = useEffectEvent((stream: MediaStream) => {
    if (ref.current) ref.current.srcObject = stream
    play()
  })
  useEffect(() => controller.onRemoteStream(attach), [controller])

  return { audioRef: ref, audioBlocked: blocked, playAudio: play }
}
