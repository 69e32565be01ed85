import styled, { keyframes } from 'styled-components'

/** Shown while a guard or loader waits; announced once to screen readers. */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  )
}

const spin = keyframes`to { transform: rotate(360deg); }`

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: 50vh;
  color: #4a5568;
`

const Ring = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid #cfd8e3;
  border-top-color: #0f4c81;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`
