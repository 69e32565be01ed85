import { describe, expect, it } from 'vitest'
import { PlaybackQueue } from './playback-queue'

const frame = (byte: number) => new Uint8Array(160).fill(byte)

function queue() {
  const echoed: string[] = []
  return { echoed, playback: new PlaybackQueue((name) => echoed.push(name)) }
}

describe("the dev phone's playback queue (Twilio's handling of media, mark and clear)", () => {
  it('echoes a mark with nothing queued before it at once', () => {
    const { echoed, playback } = queue()
    playback.addMark('first')
    expect(echoed).toEqual(['first'])
  })

  it('echoes a mark once the audio sent before it has played, in real time', () => {
    const { echoed, playback } = queue()
    playback.addAudio(frame(1))
    playback.addAudio(frame(2))
    playback.addMark('after-two')
    playback.addAudio(frame(3))
    playback.addMark('after-three')
    expect(echoed).toEqual([])
    expect(playback.play(160)).toBe(160)
    expect(echoed).toEqual([])
    expect(playback.play(160)).toBe(160)
    expect(echoed).toEqual(['after-two'])
    expect(playback.queuedBytes).toBe(160)
    playback.play(160)
    expect(echoed).toEqual(['after-two', 'after-three'])
    // Nothing left: a frame of silence, nothing played.
    expect(playback.play(160)).toBe(0)
  })

  it('plays media of any length as a byte stream', () => {
    const { echoed, playback } = queue()
    playback.addAudio(new Uint8Array(100))
    playback.addAudio(new Uint8Array(100))
    playback.addMark('m')
    expect(playback.play(160)).toBe(160)
    expect(playback.queuedBytes).toBe(40)
    expect(echoed).toEqual([])
    expect(playback.play(160)).toBe(40)
    expect(echoed).toEqual(['m'])
  })

  it('on clear drops the queued audio and echoes the waiting marks at once, in order', () => {
    const { echoed, playback } = queue()
    playback.addAudio(frame(1))
    playback.addMark('a')
    playback.addAudio(frame(2))
    playback.addMark('b')
    expect(playback.clear()).toBe(320)
    expect(echoed).toEqual(['a', 'b'])
    expect(playback.queuedBytes).toBe(0)
    expect(playback.play(160)).toBe(0)
    // Audio after the clear plays as usual.
    playback.addAudio(frame(3))
    playback.addMark('c')
    playback.play(160)
    expect(echoed).toEqual(['a', 'b', 'c'])
  })
})
