import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { UpdatePrompt } from '@/app/update-prompt'
import type { RouterContext } from '@/app/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
})

function RootComponent() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  )
}
