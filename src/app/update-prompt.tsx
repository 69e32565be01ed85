import { useRegisterSW } from 'virtual:pwa-register/react'
import styled from 'styled-components'
import { cacheLoadedAssets } from './cache-loaded-assets'

/**
 * 'New version available - Reload' (DESIGN.md 7). The new service worker waits until the
 * candidate chooses to reload, so an onboarding step or an interview is never cut short.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: (_url, registration) => cacheLoadedAssets(registration) })

  if (!needRefresh) return null
  return (
    <Toast role="status">
      <span>New version available</span>
      <ReloadButton type="button" onClick={() => void updateServiceWorker(true)}>
        Reload
      </ReloadButton>
    </Toast>
  )
}

const Toast = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: 28rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: #1a2230;
  color: #fff;
  box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
`

const ReloadButton = styled.button`
  min-height: 44px;
  padding: 0 1rem;
  border: 0;
  border-radius: 6px;
  background: #fff;
  color: #0f4c81;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`
