import { describe, expect, it } from 'vitest'
import { ApiError, toErrorMessage } from './api-error'

describe('toErrorMessage', () => {
  it('prefers the message meant for the user, then the fallback, then the default', () => {
    expect(toErrorMessage(new ApiError('log', { userMessage: 'Wrong code' }), 'Fallback')).toBe(
      'Wrong code',
    )
    expect(toErrorMessage(new ApiError('log', { status: 500 }), 'Fallback')).toBe('Fallback')
    expect(toErrorMessage(new ApiError('log', { status: 500 }))).toBe('Something failed')
  })

  it('treats a blank server message as absent', () => {
    expect(toErrorMessage(new ApiError('log', { userMessage: '  ' }), 'Fallback')).toBe('Fallback')
  })

  it('uses the text of a raw transport error', () => {
    expect(toErrorMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Failed to fetch')
    expect(toErrorMessage('weird', 'Fallback')).toBe('Fallback')
  })
})
