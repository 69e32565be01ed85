import { useEffect } from 'react'
import styled from 'styled-components'
import { onlineState } from '@/shared/online/online-state'
import { colors } from './tokens'
import { useUiTexts } from './ui-texts'

/**
 * A screen opened offline that was never saved on this phone: it says so and loads by itself
 * when the network is back (`onOnline`, usually the router's invalidate).
 */
export function NotSavedOffline({ onOnline }: { onOnline: () => void }) {
  const { notSavedOffline: texts } = useUiTexts()
  useEffect(() => onlineState.subscribe(() => onlineState.getSnapshot() && onOnline()), [onOnline])
  return (
    <Box role="status">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
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
