/**
 * The dev phone page (GET /dev/phone, only while TELEPHONY_PROVIDER=dev): answers a phone
 * interview's call with this computer's microphone and speakers, speaking Twilio's Media
 * Streams protocol to the call's stream URL exactly as Twilio would. The microphone is
 * downsampled to 8 kHz and mu-law encoded here; the recruiter's mu-law is decoded and played on
 * the AudioContext's clock, with marks echoed once the audio before them has played.
 */
import {
  PHONE_SAMPLE_RATE,
  base64ToBytes,
  createDownsampler,
  createFramer,
  decodeMulawToFloat,
  floatToPcm16,
} from './phone-codec.js'
import {
  LISTENING_MARK,
  callToAnswer,
  createMarkQueue,
  createTwilioStream,
  isKeypadKey,
  normalisePhone,
  parseCaptionMark,
  parseServerMessage,
} from './phone-protocol.js'

/** Seconds of the recruiter's audio held back before playing, to ride out network jitter. */
const PLAYBACK_LEAD = 0.06
/** How often due marks are looked for, in ms (a frame is 20 ms). */
const MARK_POLL_MS = 10

const byId = (id) => {
  const element = document.getElementById(id)
  if (!element) throw new Error(`The page has no #${id}`)
  return element
}

const form = byId('answer-form')
const phoneInput = byId('phone')
const answerButton = byId('answer')
const hangUpButton = byId('hang-up')
const stateLine = byId('state')
const activityLine = byId('activity')
const problemLine = byId('problem')
const captionList = byId('captions')
const keypad = byId('keypad')
const keypadButtons = [...keypad.querySelectorAll('button[data-key]')]

/** The call in progress, from Answer until it ends. */
let current

class PhoneProblem extends Error {}

const setState = (text) => {
  stateLine.textContent = text
}
const setActivity = (text) => {
  activityLine.textContent = text
}
const showProblem = (text) => {
  problemLine.textContent = text
}

const enableKeypad = (enabled) => {
  for (const button of keypadButtons) button.disabled = !enabled
}

/** A key pressed in a call goes to the recruiter as Twilio sends the caller's keypad. */
const pressKey = (key) => {
  const call = current
  if (!call?.connected || call.ended || call.socket?.readyState !== WebSocket.OPEN) return
  call.socket.send(call.twilio.dtmf(key))
  call.keys = `${call.keys ?? ''}${key}`
  setActivity(`Keys pressed: ${call.keys}`)
}

const showCaption = (text) => {
  const item = document.createElement('li')
  item.textContent = text
  captionList.append(item)
}

async function findCall(phone) {
  const response = await fetch(`/api/dev/phone-calls?phone=${encodeURIComponent(phone)}`)
  if (!response.ok)
    throw new PhoneProblem(`The server did not list the calls (HTTP ${response.status}).`)
  const { calls } = await response.json()
  return callToAnswer(calls)
}

async function openMicrophone() {
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: {
        channelCount: 1,
        // The recruiter plays through the speakers: keep it out of what the microphone sends.
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
      },
    })
  } catch {
    throw new PhoneProblem(
      'The microphone is not available. Allow it for this page (and close other apps using it), then answer again.',
    )
  }
}

/** Calls onSamples with the microphone's float samples at the context's rate, in chunks. */
async function tapMicrophone(context, stream, onSamples) {
  const source = context.createMediaStreamSource(stream)
  // The tap must be pulled by the graph to run; it feeds a muted gain so nothing is heard.
  const muted = context.createGain()
  muted.gain.value = 0
  muted.connect(context.destination)
  try {
    await context.audioWorklet.addModule(new URL('./capture-worklet.js', import.meta.url))
    const node = new AudioWorkletNode(context, 'dev-phone-capture', {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
      channelCountMode: 'explicit',
    })
    node.port.onmessage = (event) => onSamples(event.data)
    source.connect(node).connect(muted)
  } catch (error) {
    // No AudioWorklet (an older browser): the deprecated script processor does the same.
    console.warn('Dev phone: no AudioWorklet, capturing with a ScriptProcessor instead.', error)
    const processor = context.createScriptProcessor(4096, 1, 1)
    processor.onaudioprocess = (event) => onSamples(event.inputBuffer.getChannelData(0))
    source.connect(processor).connect(muted)
  }
}

/** The recruiter's audio on the context's clock, and the marks waiting behind it. */
function createPlayback(context, echo) {
  const sources = new Set()
  const marks = createMarkQueue()
  let playhead = 0
  const flush = () => {
    for (const name of marks.due(context.currentTime)) echo(name)
  }
  const timer = setInterval(flush, MARK_POLL_MS)
  return {
    play(mulaw) {
      const samples = decodeMulawToFloat(mulaw)
      if (samples.length === 0) return
      const buffer = context.createBuffer(1, samples.length, PHONE_SAMPLE_RATE)
      buffer.copyToChannel(samples, 0)
      const source = context.createBufferSource()
      source.buffer = buffer
      source.connect(context.destination)
      // Starved (the first frame, or after a pause): start a little ahead of the clock.
      if (playhead < context.currentTime + 0.01) playhead = context.currentTime + PLAYBACK_LEAD
      source.start(playhead)
      playhead += buffer.duration
      sources.add(source)
      source.onended = () => sources.delete(source)
    },
    /** A mark is due once the audio queued before it has played: at once if none is queued. */
    mark(name) {
      marks.add(name, Math.max(playhead, context.currentTime))
      flush()
    },
    /** Barge-in: everything scheduled stops, and the marks waiting are echoed at once. */
    clear() {
      for (const source of sources) {
        source.onended = null
        source.stop()
        source.disconnect()
      }
      sources.clear()
      playhead = 0
      for (const name of marks.clear()) echo(name)
    },
    close() {
      clearInterval(timer)
      for (const source of sources) source.disconnect()
      sources.clear()
    },
  }
}

function heardMark(name) {
  const caption = parseCaptionMark(name)
  if (current) current.keys = ''
  if (caption) {
    showCaption(caption.text)
    setActivity('The recruiter is speaking.')
  } else if (name === LISTENING_MARK) {
    setActivity('The recruiter is listening: answer now.')
  }
}

async function answer(ringing) {
  setState('Ringing')
  const context = new AudioContext()
  // Inside the click's activation: the context may start without an autoplay block.
  const resumed = context.resume()
  let stream
  try {
    stream = await openMicrophone()
    await resumed
  } catch (error) {
    await context.close()
    throw error
  }

  const twilio = createTwilioStream({ callSid: ringing.callSid })
  const call = { socket: undefined, twilio, context, stream, connected: false, ended: false }
  current = call
  const send = (text) => {
    if (call.socket?.readyState === WebSocket.OPEN) call.socket.send(text)
  }
  call.playback = createPlayback(context, (name) => {
    send(twilio.mark(name))
    heardMark(name)
  })

  const downsample = createDownsampler(Math.round(context.sampleRate))
  const framer = createFramer()
  await tapMicrophone(context, stream, (samples) => {
    if (!call.connected || call.ended) return
    for (const frame of framer.push(floatToPcm16(downsample.push(samples))))
      send(twilio.media(frame))
  })

  // Twilio opens the stream once the call is answered, and speaks first.
  const socket = new WebSocket(ringing.streamUrl)
  call.socket = socket
  socket.addEventListener('open', () => {
    if (call.ended) return
    send(twilio.connected())
    send(twilio.start())
    call.connected = true
    setState('Connected')
    hangUpButton.disabled = false
    enableKeypad(true)
    hangUpButton.focus()
  })
  socket.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return
    const message = parseServerMessage(event.data)
    if (message?.event === 'media') call.playback.play(base64ToBytes(message.payload))
    else if (message?.event === 'mark') call.playback.mark(message.name)
    else if (message?.event === 'clear') call.playback.clear()
  })
  socket.addEventListener('close', (event) => {
    if (call.ended) return
    if (!call.connected) {
      showProblem(
        'The call could not be answered: its stream was refused (the call may be over or expired). Place a new call and answer again.',
      )
      endCall(call, 'Not in a call')
      return
    }
    setActivity(
      event.code === 1000 ? 'The recruiter ended the call.' : `The call dropped (${event.code}).`,
    )
    endCall(call, 'Call ended')
  })
}

/** Stops the microphone, the playback and the socket; the page is ready for another call. */
function endCall(call, state) {
  if (call.ended) return
  call.ended = true
  if (current === call) current = undefined
  call.playback?.close()
  for (const track of call.stream.getTracks()) track.stop()
  void call.context.close()
  const socket = call.socket
  if (socket?.readyState === WebSocket.OPEN || socket?.readyState === WebSocket.CONNECTING)
    socket.close(1000, 'hung up')
  setState(state)
  hangUpButton.disabled = true
  enableKeypad(false)
  answerButton.disabled = false
  if (document.activeElement === hangUpButton || document.activeElement === document.body)
    answerButton.focus()
}

function hangUp() {
  const call = current
  if (!call) return
  // Twilio's last message when the caller hangs up.
  if (call.connected && call.socket?.readyState === WebSocket.OPEN)
    call.socket.send(call.twilio.stop())
  setActivity('You hung up.')
  endCall(call, 'Call ended')
}

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  if (current) return
  showProblem('')
  const phone = normalisePhone(phoneInput.value)
  phoneInput.setAttribute('aria-invalid', String(phone === undefined))
  if (!phone) {
    showProblem('Type a 10-digit US number, or +1 and 10 digits.')
    phoneInput.focus()
    return
  }
  answerButton.disabled = true
  try {
    const ringing = await findCall(phone)
    if (!ringing) {
      showProblem('No call to this number yet')
      return
    }
    captionList.replaceChildren()
    setActivity('')
    await answer(ringing)
  } catch (error) {
    showProblem(
      error instanceof PhoneProblem ? error.message : `The call could not be answered: ${error}`,
    )
    if (current) endCall(current, 'Not in a call')
    else setState('Not in a call')
  } finally {
    if (!current) {
      answerButton.disabled = false
      answerButton.focus()
    }
  }
})

hangUpButton.addEventListener('click', hangUp)
keypad.addEventListener('click', (event) => {
  const key = event.target instanceof HTMLElement ? event.target.dataset.key : undefined
  if (isKeypadKey(key)) pressKey(key)
})
// The keyboard's digits, * and # press the keypad in a call (not while typing the number).
window.addEventListener('keydown', (event) => {
  if (event.target === phoneInput || event.ctrlKey || event.metaKey || event.altKey) return
  if (isKeypadKey(event.key) && current?.connected) {
    event.preventDefault()
    pressKey(event.key)
  }
})
// Closing the tab hangs up, as putting the phone down would.
window.addEventListener('pagehide', hangUp)
