import { useQueryClient } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import styled from 'styled-components'
import { useCandidateId } from '@/shared/session/candidate-id'
import { AppHeader } from './app-header'
import { SiteFooter } from './site-footer'

/**
 * Push and the app badge for the signed-in screens (issue 12). Loaded after the first render,
 * on demand: no other page carries its code, and the screen does not wait for it.
 */
function useStartPush() {
  const queryClient = useQueryClient()
  const candidateId = useCandidateId()
  useEffect(() => {
    if (!candidateId) return
    import('@/features/notifications/start/push-on-start')
      .then(({ startPushOnStart }) => startPushOnStart(queryClient, candidateId))
      .catch(() => {
        // Offline with the chunk never fetched: the next start tries again.
      })
  }, [queryClient, candidateId])
}

/** The signed-in frame: header, the page, footer. */
export function AppLayout() {
  useStartPush()
  return (
    <Frame>
      <AppHeader />
      <Main id="main">
        <Outlet />
      </Main>
      <SiteFooter />
    </Frame>
  )
}

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`

export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 1rem;
`
