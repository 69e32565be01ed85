/** Types of phone-codec.js (plain JavaScript the dev phone page loads as it is), for tests. */

export declare const PHONE_SAMPLE_RATE: 8000
export declare const PHONE_FRAME_SAMPLES: 160
export declare const MULAW_SILENCE: 0xff

export declare function encodeMulawSample(sample: number): number
export declare function decodeMulawSample(byte: number): number
export declare function encodeMulaw(pcm: ArrayLike<number>): Uint8Array
export declare function decodeMulawToFloat(bytes: ArrayLike<number>): Float32Array
export declare function floatToPcm16(samples: ArrayLike<number>): Int16Array

export interface Downsampler {
  push(input: ArrayLike<number>): Float32Array
}
export declare function createDownsampler(inputRate: number, outputRate?: number): Downsampler

export interface Framer {
  push(pcm: ArrayLike<number>): Uint8Array[]
}
export declare function createFramer(frameSamples?: number): Framer

export declare function bytesToBase64(bytes: Uint8Array): string
export declare function base64ToBytes(base64: string): Uint8Array
