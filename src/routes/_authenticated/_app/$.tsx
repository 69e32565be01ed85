import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * Any other path falls into the signed-in area (docs/product.md#screens-and-routes): the guard has
 * run, show the dashboard.
 */
export const Route = createFileRoute('/_authenticated/_app/$')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true })
  },
})
