import { Outlet } from '@tanstack/react-router'
import styled from 'styled-components'
import { useLogout } from '@/features/auth/api/logout'
import { appConfig } from '@/shared/config'
import { Frame, Main } from './app-layout'
import { SiteFooter } from './site-footer'

/** Onboarding and the post-interview screen: no job navigation yet, but always a way out. */
export function OnboardingLayout() {
  const logout = useLogout()
  return (
    <Frame>
      <Bar>
        <Brand>{appConfig.productName}</Brand>
        <LogoutButton type="button" onClick={logout}>
          Logout
        </LogoutButton>
      </Bar>
      <Main id="main">
        <Outlet />
      </Main>
      <SiteFooter />
    </Frame>
  )
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.5rem 1rem;
  background: #0f4c81;
  color: #fff;
`

const Brand = styled.span`
  font-weight: 700;
  font-size: 1.25rem;
`

const LogoutButton = styled.button`
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid currentColor;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`
