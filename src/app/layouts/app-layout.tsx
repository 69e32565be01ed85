import { useQueryClient } from '@tanstack/react-query'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import styled from 'styled-components'
import { whenIdle } from '@/shared/analytics/when-idle'
import { useCandidateId } from '@/shared/session/candidate-id'
import { AppHeader } from './app-header'
import { SiteFooter } from './site-footer'

/**
 * Push and the app badge for the signed-in screens. Loaded on demand once the first
 * screen has its data and the main thread is idle: no other page carries its code, and its
 * script and badge call no longer compete with the screen's own (Lighthouse /dashboard counted
 * them in the largest paint).
 */
function useStartPush() {
  const queryClient = useQueryClient()
  const candidateId = useCandidateId()
  const screenLoaded = useRouterState({ select: (state) => state.status === 'idle' })
  useEffect(() => {
    if (!candidateId || !screenLoaded) return
    let cancelled = false
    whenIdle(() => {
      if (cancelled) return
      import('@/features/notifications/start/push-on-start')
        .then(({ startPushOnStart }) => startPushOnStart(queryClient, candidateId))
        .catch(() => {
          // Offline with the chunk never fetched: the next start tries again.
        })
    })
    return () => {
      cancelled = true
    }
  }, [queryClient, candidateId, screenLoaded])
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
