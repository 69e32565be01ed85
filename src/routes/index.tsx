import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '@/features/landing/components/landing-page'

/** The public landing page (SPEC.md 2); prerendered at build time. */
export const Route = createFileRoute('/')({
  component: LandingPage,
})
