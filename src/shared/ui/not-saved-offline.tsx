import { useEffect } from 'react'
import styled from 'styled-components'
import { onlineState } from '@/shared/online/online-state'
import { colors } from './tokens'

/**
 * A screen opened offline that was never saved on this phone: it says so and loads by itself
 * when the network is back (`onOnline`, usually the router's invalidate).
 */
export function NotSavedOffline({ onOnline }: { onOnline: () => void }) {
  useEffect(() => onlineState.subscribe(() => onlineState.getSnapshot() && onOnline()), [onOnline])
  return (
    <Box role="status">
      <h1>You're offline</h1>
      <p>
        This page hasn't been saved on this phone yet. It will load as soon as you're back online.
      </p>
    </Box>
  )
}

const Box = styled.section`
  max-width: 36rem;
  margin: 2rem auto;
  text-align: center;
  color: ${colors.text};

  h1 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${colors.mutedText};
  }
`
