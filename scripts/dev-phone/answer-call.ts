import type { AnswerAudio } from './answer-audio'
import { answerStream, type CallerEvent, type TwilioStreamCaller } from './twilio-stream-caller'

/** One answer of the dev phone: a recording to play, or keys to press on the keypad. */
export type DevPhoneAnswer = AnswerAudio | { keys: string }

/**
 * The dev phone picking up: prints what the recruiter says, and each time it starts listening
 * gives the next answer, a recorded one played or keys pressed (dtmf, as Twilio sends them).
 * With none left the line stays quiet (the recruiter passes the question after its answer
 * timeout) until the server ends the call by closing the stream.
 */
export async function answerCall(
  streamUrl: string,
  callSid: string,
  answers: readonly DevPhoneAnswer[],
  print: (line: string) => void,
): Promise<{ caller: TwilioStreamCaller; ended: Promise<void> }> {
  const left = [...answers]
  let speaking = false
  // Events that come while the stream is still opening wait for the caller to exist.
  const ready: { caller?: TwilioStreamCaller } = {}
  const pending: CallerEvent[] = []

  const onEvent = (event: CallerEvent) => {
    const caller = ready.caller
    if (!caller) return void pending.push(event)
    if (event.type === 'caption') print(`Recruiter: ${event.caption.text}`)
    if (event.type !== 'listening' || speaking) return
    const answer = left.shift()
    if (!answer) return
    speaking = true
    const given =
      'keys' in answer
        ? (print(`You: (pressed ${answer.keys})`), caller.press(answer.keys))
        : (print(`You: (${answer.name})`), caller.say(answer.pcm16k))
    void given.then(() => {
      speaking = false
    })
  }

  const caller = await answerStream(streamUrl, { callSid, onEvent })
  ready.caller = caller
  for (const event of pending.splice(0)) onEvent(event)
  const ended = caller.closed.then(() => print('Call ended'))
  return { caller, ended }
}
