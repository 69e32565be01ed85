import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { GlobalStyle } from '@/app/theme'
import { UpdatePrompt } from '@/app/update-prompt'
import type { RouterContext } from '@/app/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
})

function RootComponent() {
  return (
    <>
      <GlobalStyle />
      <Outlet />
      <UpdatePrompt />
    </>
  )
}
