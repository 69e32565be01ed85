/**
 * The dev phone's microphone tap, run on the audio thread: it posts the first input channel to
 * the page about every 20 ms (a copy; the page downsamples and encodes it) and outputs nothing.
 */
class DevPhoneCapture extends AudioWorkletProcessor {
  constructor() {
    super()
    this.buffer = new Float32Array(Math.round(sampleRate / 50))
    this.filled = 0
  }

  process(inputs) {
    const channel = inputs[0]?.[0]
    if (channel) {
      for (let i = 0; i < channel.length; i++) {
        this.buffer[this.filled++] = channel[i]
        if (this.filled === this.buffer.length) {
          this.port.postMessage(this.buffer.slice())
          this.filled = 0
        }
      }
    }
    return true
  }
}

registerProcessor('dev-phone-capture', DevPhoneCapture)
