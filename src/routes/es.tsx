import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LandingPage } from '@/features/landing/components/landing-page'
import { landingPathOf } from '@/features/landing/model/landing-path'
import { useLanguage, visitLanguage } from '@/shared/i18n/language-store'

/**
 * The landing page in Spanish, prerendered too: the address a Spanish link, a
 * crawler or hreflang points at. Visiting it shows Spanish for the visit without storing a
 * choice; switching to English here goes to '/', which answers in the visitor's language.
 */
export const Route = createFileRoute('/es')({
  beforeLoad: () => visitLanguage('es'),
  component: SpanishLandingRoute,
})

function SpanishLandingRoute() {
  const language = useLanguage()
  const navigate = useNavigate()
  useEffect(() => {
    if (language !== 'es') void navigate({ to: landingPathOf[language], replace: true })
  }, [language, navigate])
  return <LandingPage />
}
