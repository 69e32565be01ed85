import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { isNotSavedOffline } from '@/shared/query/screen-data'
import { NotSavedOffline } from '@/shared/ui/not-saved-offline'
import { DashboardFailure } from './dashboard-failure'

/**
 * The route's error view: offline with nothing saved, it says so and loads itself when the
 * network returns; any other failure is the empty dashboard of docs/product.md#dashboard.
 */
export function DashboardError({ error }: { error: unknown }) {
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  if (isNotSavedOffline(error)) return <NotSavedOffline onOnline={reload} />
  return <DashboardFailure error={error} />
}
