import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '@/shared/testing/dom-matchers'
import { CandidateAvatar } from './candidate-avatar'

describe('CandidateAvatar', () => {
  it('shows the photo, hidden from screen readers (the name is beside it)', () => {
    render(<CandidateAvatar name="Rosa Mendez" imageUrl="https://blob.example/me.png" />)
    const avatar = screen.getByTestId('candidate-avatar')
    expect(avatar).toHaveAttribute('aria-hidden', 'true')
    expect(avatar.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('falls back to the initials when the photo cannot load (offline, an expired link)', () => {
    render(<CandidateAvatar name="Rosa Mendez" imageUrl="https://blob.example/expired.png" />)
    fireEvent.error(screen.getByTestId('candidate-avatar').querySelector('img')!)
    expect(screen.getByTestId('candidate-avatar').textContent).toBe('RM')
  })

  it('shows a person icon when no name is known', () => {
    render(<CandidateAvatar name="" imageUrl={null} />)
    expect(screen.getByTestId('candidate-avatar').querySelector('svg')).toBeTruthy()
  })
})
