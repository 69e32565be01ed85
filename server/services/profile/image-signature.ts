import type { ProfileImageFormat } from '../../../contract/profile'

/**
 * What kind of image a file is, by its first bytes (its "magic number"): JPEG, PNG, WebP or GIF,
 * the formats a profile image may have. Anything else (SVG, HEIC, a renamed document or
 * executable) is none of them. Twelve bytes are enough.
 */
type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif'

export const IMAGE_SIGNATURE_BYTES = 12

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const RIFF = [0x52, 0x49, 0x46, 0x46] // 'RIFF', then a 4-byte size, then 'WEBP'
const WEBP = [0x57, 0x45, 0x42, 0x50]
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]

const hasAt = (bytes: Uint8Array, offset: number, signature: readonly number[]) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte)

export function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  if (hasAt(bytes, 0, JPEG)) return 'jpeg'
  if (hasAt(bytes, 0, PNG)) return 'png'
  if (hasAt(bytes, 0, RIFF) && hasAt(bytes, 8, WEBP)) return 'webp'
  if (hasAt(bytes, 0, GIF87A) || hasAt(bytes, 0, GIF89A)) return 'gif'
  return undefined
}

/** The kind a declared format (file extension) stands for: jpg and jpeg are both JPEG. */
const imageKindOfFormat = (format: ProfileImageFormat): ImageKind =>
  format === 'jpg' ? 'jpeg' : format

/** The file is the image its extension says. */
export const matchesImageFormat = (bytes: Uint8Array, format: ProfileImageFormat): boolean =>
  detectImageKind(bytes) === imageKindOfFormat(format)
