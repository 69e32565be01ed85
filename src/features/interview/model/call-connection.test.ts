import { describe, expect, it, vi } from 'vitest'
import { fakeFactories, fakeMicrophone, flushPromises } from '../testing/fake-call'
import { CallConnection, DROPPED_CLOSE, type CallConnectionHandlers } from './call-connection'

const URL = 'wss://api.example/ws/interview/e1?token=t'
const ACCESS_TOKEN = 'header.payload.signature'

const setup = (iceServers: RTCIceServer[] = []) => {
  const factories = fakeFactories()
  const microphone = fakeMicrophone()
  const handlers: CallConnectionHandlers = {
    socketOpen: vi.fn(),
    socketError: vi.fn(),
    socketClose: vi.fn(),
    peerState: vi.fn(),
    signal: vi.fn(),
    remoteStream: vi.fn(),
    failed: vi.fn(),
  }
  const connection = new CallConnection(
    {
      url: URL,
      accessToken: ACCESS_TOKEN,
      microphone: microphone.stream,
      iceServers,
      ...factories,
    },
    handlers,
  )
  connection.start()
  const peer = factories.peers[0]!
  const socket = factories.sockets[0]!
  return { connection, handlers, peer, socket, microphone }
}

const candidate = (n: number) => ({
  candidate: `candidate:${n} 1 udp 2122260223 10.0.0.${n} 5000${n} typ host`,
  sdpMid: '0',
  sdpMLineIndex: 0,
})

describe('CallConnection', () => {
  it('sends the microphone on a peer with the configured STUN servers, to the stored URL', () => {
    const stun = [{ urls: ['stun:stun.example:3478'] }]
    const { peer, socket, microphone } = setup(stun)
    expect(peer.configuration).toEqual({ iceServers: stun })
    expect(peer.added).toEqual([microphone.track])
    expect(socket.url).toBe(URL)
  })

  it('sends the hello with the access token, then the offer once set locally, when the socket opens', async () => {
    const { peer, socket, handlers } = setup()
    await flushPromises()
    expect(socket.sent).toEqual([])
    socket.open()
    await flushPromises()
    expect(handlers.socketOpen).toHaveBeenCalledOnce()
    expect(peer.localDescription).toEqual({ type: 'offer', sdp: 'v=0 offer' })
    expect(socket.sent).toEqual([
      { type: 'hello', accessToken: ACCESS_TOKEN },
      { type: 'offer', sdp: 'v=0 offer' },
    ])
  })

  it('never puts the access token in the socket URL', () => {
    const { socket } = setup()
    expect(socket.url).toBe(URL)
    expect(socket.url).not.toContain(ACCESS_TOKEN)
  })

  it('sends each local candidate, and null at the end of gathering', async () => {
    const { peer, socket } = setup()
    socket.open()
    await flushPromises()
    peer.emitCandidate(candidate(1))
    peer.emitCandidate(null)
    expect(socket.sentOfType('candidate')).toEqual([
      { type: 'candidate', candidate: candidate(1) },
      { type: 'candidate', candidate: null },
    ])
  })

  it('queues remote candidates until the answer is set, then adds them in order', async () => {
    const { peer, socket } = setup()
    socket.open()
    await flushPromises()
    socket.receive({ type: 'candidate', candidate: candidate(1) })
    socket.receive({ type: 'candidate', candidate: candidate(2) })
    await flushPromises()
    expect(peer.addIceCandidate).not.toHaveBeenCalled()

    socket.receive({ type: 'answer', sdp: 'v=0 answer' })
    await flushPromises()
    expect(peer.setRemoteDescription).toHaveBeenCalledWith({ type: 'answer', sdp: 'v=0 answer' })
    expect(peer.remoteCandidates).toEqual([candidate(1), candidate(2)])

    // After the answer, candidates go straight in.
    socket.receive({ type: 'candidate', candidate: candidate(3) })
    await flushPromises()
    expect(peer.remoteCandidates).toEqual([candidate(1), candidate(2), candidate(3)])
  })

  it('ignores invalid messages and the end-of-candidates null', async () => {
    const { peer, socket, handlers } = setup()
    socket.open()
    await flushPromises()
    socket.receive('not json')
    socket.receive({ type: 'answer' })
    socket.receive({ type: 'caption', id: -1, kind: 'question', text: 'x' })
    socket.receive({ type: 'shout', text: 'hi' })
    socket.receive({ type: 'candidate', candidate: null })
    socket.receive({ type: 'answer', sdp: 'v=0 answer' })
    await flushPromises()
    expect(peer.setRemoteDescription).toHaveBeenCalledOnce()
    expect(peer.addIceCandidate).not.toHaveBeenCalled()
    expect(handlers.signal).not.toHaveBeenCalled()
    expect(handlers.failed).not.toHaveBeenCalled()
  })

  it('passes captions and states on', async () => {
    const { socket, handlers } = setup()
    const caption = { type: 'caption', id: 1, kind: 'question', text: 'What work do you want?' }
    const state = { type: 'state', phase: 'listening', questionsAsked: 1, maxQuestions: 12 }
    socket.receive(caption)
    socket.receive(state)
    await flushPromises()
    expect(handlers.signal).toHaveBeenNthCalledWith(1, caption)
    expect(handlers.signal).toHaveBeenNthCalledWith(2, state)
  })

  it('passes a caption’s options and a refused choice on, and drops malformed options', async () => {
    const { socket, handlers } = setup()
    const choices = {
      multiple: false,
      options: [
        { id: 'yes', label: 'Yes' },
        { id: 'no', label: 'No' },
      ],
    }
    const caption = { type: 'caption', id: 2, kind: 'question', text: 'Would you move?', choices }
    const refused = { type: 'choiceRejected', captionId: 2, reason: 'stale' }
    socket.receive(caption)
    socket.receive(refused)
    socket.receive({
      ...caption,
      choices: { multiple: false, options: [{ id: 'yes', label: 'Y' }] },
    })
    socket.receive({
      ...caption,
      choices: { ...choices, options: [choices.options[0], choices.options[0]] },
    })
    socket.receive({ ...refused, reason: 'because' })
    await flushPromises()
    expect(handlers.signal).toHaveBeenCalledTimes(2)
    expect(handlers.signal).toHaveBeenNthCalledWith(1, caption)
    expect(handlers.signal).toHaveBeenNthCalledWith(2, refused)
  })

  it('sends tapped options for their caption, and nothing on a closed socket', () => {
    const { connection, socket } = setup()
    expect(connection.sendChoice(3, ['third'])).toBe(false)
    socket.open()
    expect(connection.sendChoice(3, [])).toBe(false)
    expect(connection.sendChoice(3, ['first', 'weekend'])).toBe(true)
    expect(socket.sentOfType('choice')).toEqual([
      { type: 'choice', captionId: 3, optionIds: ['first', 'weekend'] },
    ])
  })

  it('reports peer states, the remote stream and socket events', () => {
    const { peer, socket, handlers } = setup()
    peer.setState('connected')
    expect(handlers.peerState).toHaveBeenCalledWith('connected')
    const remote = {} as MediaStream
    peer.emitTrack(remote)
    expect(handlers.remoteStream).toHaveBeenCalledWith(remote)
    socket.fail()
    socket.drop(1006)
    expect(handlers.socketError).toHaveBeenCalledOnce()
    expect(handlers.socketClose).toHaveBeenCalledWith(1006)
  })

  it('sends a typed answer trimmed, and refuses a blank one or a closed socket', () => {
    const { connection, socket } = setup()
    expect(connection.sendText('Forklift')).toBe(false)
    socket.open()
    expect(connection.sendText('   ')).toBe(false)
    expect(connection.sendText('  Forklift, nights \n')).toBe(true)
    expect(connection.sendText('x'.repeat(1001))).toBe(false)
    expect(socket.sentOfType('text')).toEqual([{ type: 'text', text: 'Forklift, nights' }])
  })

  it("end sends 'end', closes with 1000, closes the peer and stops the microphone", async () => {
    const { connection, socket, peer, microphone, handlers } = setup()
    socket.open()
    await flushPromises()
    connection.end()
    expect(socket.sent.at(-1)).toEqual({ type: 'end' })
    expect(socket.closedWith).toBe(1000)
    expect(peer.closed).toBe(true)
    expect(microphone.track.stopped).toBe(true)
    // Nothing after the end reaches the handlers.
    peer.onconnectionstatechange?.(new Event('connectionstatechange'))
    expect(handlers.peerState).not.toHaveBeenCalled()
  })

  it("drop closes everything without sending 'end' and never with 1000", async () => {
    const { connection, socket, peer, microphone } = setup()
    socket.open()
    await flushPromises()
    connection.drop()
    expect(socket.sentOfType('end')).toEqual([])
    expect(socket.closedWith).toBe(DROPPED_CLOSE)
    expect(DROPPED_CLOSE).not.toBe(1000)
    expect(peer.closed).toBe(true)
    expect(microphone.track.stopped).toBe(true)
  })

  it("end before the socket opened closes it without sending 'end'", () => {
    const { connection, socket } = setup()
    connection.end()
    expect(socket.sent).toEqual([])
    expect(socket.closedWith).toBe(1000)
  })

  it('reports a system failure when the answer cannot be applied', async () => {
    const { peer, socket, handlers } = setup()
    peer.setRemoteDescription.mockRejectedValueOnce(new Error('bad sdp'))
    socket.receive({ type: 'answer', sdp: 'v=0 answer' })
    await flushPromises()
    expect(handlers.failed).toHaveBeenCalledOnce()
  })
})
