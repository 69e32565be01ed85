import {
  PROFILE_IMAGE_CONTENT_TYPES,
  PROFILE_IMAGE_FORMATS,
  PROFILE_IMAGE_MAX_BYTES,
  type ProfileImageFormat,
} from '@contract/profile'

export type ProfileImageProblem = 'wrongType' | 'tooLarge'

const isFormat = (value: string): value is ProfileImageFormat =>
  (PROFILE_IMAGE_FORMATS as readonly string[]).includes(value)

const FORMAT_OF_TYPE: Readonly<Record<string, ProfileImageFormat>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/**
 * The format GenerateProfileImageUrl is asked for: the file's extension when it is one of the
 * kept formats, else its type's (a camera file named without one), else undefined.
 */
export function profileImageFormat(
  file: Pick<File, 'name' | 'type'>,
): ProfileImageFormat | undefined {
  const dot = file.name.lastIndexOf('.')
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : ''
  if (isFormat(extension)) return extension
  return FORMAT_OF_TYPE[file.type.toLowerCase()]
}

/**
 * The client's checks before the upload: a JPEG, PNG, WebP or GIF by name or type, at most 5 MB.
 * The server checks the bytes again after the upload (contract/profile.ts).
 */
export function checkProfileImage(
  file: Pick<File, 'name' | 'type' | 'size'>,
): ProfileImageProblem | null {
  if (!profileImageFormat(file)) return 'wrongType'
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'tooLarge'
  return null
}

/** The upload's Content-Type: the browser's when it is an image type, else the format's. */
export const profileImageContentType = (
  file: Pick<File, 'type'>,
  format: ProfileImageFormat,
): string => (file.type.startsWith('image/') ? file.type : PROFILE_IMAGE_CONTENT_TYPES[format])
