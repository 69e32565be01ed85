import { describe, expect, it } from 'vitest'
import {
  checkProfileImage,
  profileImageContentType,
  profileImageFormat,
} from './profile-image-file'

const MB = 1024 * 1024
const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('the profile image (contract/profile.ts)', () => {
  it.each([
    [file('me.JPG', 'image/jpeg'), 'jpg'],
    [file('me.jpeg', ''), 'jpeg'],
    [file('me.png', 'image/png'), 'png'],
    [file('me.webp', 'image/webp'), 'webp'],
    [file('me.gif', 'image/gif'), 'gif'],
    [file('IMG_0001', 'image/jpeg'), 'jpg'],
    [file('me.heic', 'image/heic'), undefined],
    [file('me.bmp', 'image/bmp'), undefined],
  ])('%j has the format %j', (picked, format) => {
    expect(profileImageFormat(picked)).toBe(format)
  })

  it('takes the kept formats up to 5 MB', () => {
    expect(checkProfileImage(file('me.png', 'image/png', 5 * MB))).toBeNull()
    expect(checkProfileImage(file('me.png', 'image/png', 5 * MB + 1))).toBe('tooLarge')
    expect(checkProfileImage(file('me.svg', 'image/svg+xml'))).toBe('wrongType')
    expect(checkProfileImage(file('notes.txt', 'text/plain'))).toBe('wrongType')
  })

  it("uploads with the browser's image type, else the format's", () => {
    expect(profileImageContentType({ type: 'image/png' }, 'png')).toBe('image/png')
    expect(profileImageContentType({ type: '' }, 'jpeg')).toBe('image/jpeg')
    expect(profileImageContentType({ type: 'application/octet-stream' }, 'webp')).toBe('image/webp')
  })
})
