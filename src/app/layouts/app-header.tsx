import { Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import styled from 'styled-components'
import { useLogout } from '@/features/auth/api/logout'
import { appConfig } from '@/shared/config'
import { LanguageSwitch } from '@/shared/ui/language-switch'
import { useAppTexts } from '../app-texts'

/**
 * On these screens the mobile menu offers the way back to the job lists
 * (docs/product.md#screens-and-routes).
 */
const ACCOUNT_PATHS = ['/profile', '/preference', '/edit-profile']

/**
 * Header of the signed-in screens: navigation, profile icon, the language switch, logout, and
 * the mobile menu (which holds the switch and logout on a phone, so the bar fits 360 px).
 */
export function AppHeader() {
  const { header: texts } = useAppTexts()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [menuOpen, setMenuOpen] = useState(false)
  const logout = useLogout()
  const onAccountPage = ACCOUNT_PATHS.includes(pathname)
  const closeMenu = () => setMenuOpen(false)

  return (
    <Header>
      <Brand to="/dashboard">{appConfig.productName}</Brand>
      <DesktopNav aria-label={texts.mainNav}>
        <NavLink to="/dashboard">{texts.dashboard}</NavLink>
        <NavLink to="/submissions">{texts.submissions}</NavLink>
      </DesktopNav>
      <Actions>
        <IconLink to="/profile" aria-label={texts.profile}>
          <ProfileIcon />
        </IconLink>
        <DesktopOnly>
          <HeaderLanguageSwitch />
          <TextButton type="button" onClick={logout}>
            {texts.logout}
          </TextButton>
        </DesktopOnly>
        <MenuButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {texts.menu}
        </MenuButton>
      </Actions>
      {menuOpen && (
        <MobileMenu id="mobile-menu" aria-label={texts.menuNav}>
          {onAccountPage ? (
            <>
              <NavLink to="/dashboard" onClick={closeMenu}>
                {texts.dashboard}
              </NavLink>
              <NavLink to="/submissions" onClick={closeMenu}>
                {texts.submissions}
              </NavLink>
            </>
          ) : (
            <>
              <NavLink to="/profile" onClick={closeMenu}>
                {texts.profile}
              </NavLink>
              <NavLink to="/preference" onClick={closeMenu}>
                {texts.preferences}
              </NavLink>
            </>
          )}
          <MenuActions>
            <HeaderLanguageSwitch />
            <TextButton type="button" onClick={logout}>
              {texts.logout}
            </TextButton>
          </MenuActions>
        </MobileMenu>
      )}
    </Header>
  )
}

function ProfileIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
    </svg>
  )
}

const MOBILE = '@media (max-width: 767px)'
const DESKTOP = '@media (min-width: 768px)'

const Header = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0.5rem 1rem;
  background: #0f4c81;
  color: #fff;
`

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  color: #fff;
  text-decoration: none;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`

const DesktopNav = styled.nav`
  display: flex;
  gap: 0.5rem;
  ${MOBILE} {
    display: none;
  }
`

const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.75rem;
  border-radius: 6px;
  color: inherit;
  text-decoration: none;
  font-weight: 600;

  &[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`

const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 0.5rem;
`

const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: #fff;
`

const TextButton = styled.button`
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

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  ${MOBILE} {
    display: none;
  }
`

const MenuButton = styled(TextButton)`
  ${DESKTOP} {
    display: none;
  }
`

const MobileMenu = styled.nav`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: 10;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem 1rem 1rem;
  background: #0f4c81;
  ${DESKTOP} {
    display: none;
  }
`

/** The menu's last row: the language switch beside logout, wrapping on the narrowest phones. */
const MenuActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.25rem;
`

/** The switch in the header's colours: white on the brand blue, like the other buttons. */
const HeaderLanguageSwitch = styled(LanguageSwitch)`
  border-color: currentColor;
  border-radius: 6px;
`
