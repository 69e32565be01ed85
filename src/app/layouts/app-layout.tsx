import { Outlet } from '@tanstack/react-router'
import styled from 'styled-components'
import { AppHeader } from './app-header'
import { SiteFooter } from './site-footer'

/** The signed-in frame: header, the page, footer. */
export function AppLayout() {
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
