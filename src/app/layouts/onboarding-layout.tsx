import { Outlet } from '@tanstack/react-router'
import styled from 'styled-components'
import { useLogout } from '@/features/auth/api/logout'
import { appConfig } from '@/shared/config'
import { LanguageSwitch } from '@/shared/ui/language-switch'
import { useAppTexts } from '../app-texts'
import { Frame, Main } from './app-layout'
import { SiteFooter } from './site-footer'

/** Onboarding and the post-interview screen: no job navigation yet, but always a way out. */
export function OnboardingLayout() {
  const { header: texts } = useAppTexts()
  const logout = useLogout()
  return (
    <Frame>
      <Bar>
        <Brand>{appConfig.productName}</Brand>
        <BarActions>
          <BarLanguageSwitch />
          <LogoutButton type="button" onClick={logout}>
            {texts.logout}
          </LogoutButton>
        </BarActions>
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
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
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

const BarActions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;
`

/** The switch in the bar's colours: white on the brand blue, like Logout. */
const BarLanguageSwitch = styled(LanguageSwitch)`
  border-color: currentColor;
  border-radius: 6px;
`
