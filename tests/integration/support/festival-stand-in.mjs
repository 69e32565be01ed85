/**
 * A stand-in for `festival --pipe` (tests of what Festival itself will not do on demand: stall,
 * crash). It answers each command's markers as Festival would; a synthesis writes a short
 * 16 kHz tone WAV, except that a text containing 'stall' is never answered and one containing
 * 'crash' ends the process.
 */
import { writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'

const wav = () => {
  const samples = 1600
  const bytes = Buffer.alloc(44 + samples * 2)
  bytes.write('RIFF', 0)
  bytes.writeUInt32LE(36 + samples * 2, 4)
  bytes.write('WAVEfmt ', 8)
  bytes.writeUInt32LE(16, 16)
  bytes.writeUInt16LE(1, 20)
  bytes.writeUInt16LE(1, 22)
  bytes.writeUInt32LE(16000, 24)
  bytes.writeUInt32LE(32000, 28)
  bytes.writeUInt16LE(2, 32)
  bytes.writeUInt16LE(16, 34)
  bytes.write('data', 36)
  bytes.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++) {
    bytes.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16000)), 44 + i * 2)
  }
  return bytes
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const id = /hirelane ok (\d+)/.exec(line)?.[1]
  if (id === undefined) return
  if (line.includes('stall')) return
  if (line.includes('crash')) process.exit(3)
  const path = /\(Utterance Text "(?:[^"\\]|\\.)*"\)\) "((?:[^"\\]|\\.)*)"/.exec(line)?.[1]
  if (path) writeFileSync(path, wav())
  process.stdout.write(`hirelane ok ${id} 9.9.9:stand-in\nhirelane end ${id}\n`)
})
