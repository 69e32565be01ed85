import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '@/features/landing/components/landing-page'

/** The public landing page (docs/product.md#the-public-pages); prerendered at build time. */
export const Route = createFileRoute('/')({
  component: LandingPage,
})
