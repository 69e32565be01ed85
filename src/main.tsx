import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient, persistOptions } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { connectSessionToApp } from '@/app/session-wiring'
import { analytics } from '@/shared/analytics/analytics'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
connectSessionToApp(queryClient, router)
analytics.init()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
)
