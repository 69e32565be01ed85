import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { useLanguage } from '@/shared/i18n/language-store'
import { mountJobsStrip } from '../islands/jobs-strip'
import { landingMetaOf } from '../landing-meta'
import { useLandingTexts } from '../landing-texts'
import { ClosingCall } from './closing-call'
import { FaqAccordion } from './faq-accordion'
import { FeatureGrid } from './feature-grid'
import { HeroSection } from './hero-section'
import { HiredSection } from './hired-section'
import { HowItWorksSection } from './how-it-works-section'
import { LandingFooter } from './landing-footer'
import { LandingHeader } from './landing-header'
import '../landing.css'

/**
 * The landing page at / and, in Spanish, at /es (docs/product.md#the-public-pages). Prerendered at
 * build time, where rendering reads nothing from the browser: no window, storage, clock or random
 * values. A visitor's browser does not run it there: src/landing-main.ts gives the prerendered
 * markup its behaviour without React. React renders it when the app itself goes to
 * '/', with the same behaviour code.
 */
export function LandingPage() {
  const landingTexts = useLandingTexts()
  useDocumentMeta(landingMetaOf(landingTexts))
  const language = useLanguage()
  const navigate = useNavigate()
  // The jobs strip is plain DOM (islands/jobs-strip.ts), shared with the prerendered page; it
  // shows nothing until its call answers, so the prerendered HTML never has it.
  const jobsSlot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!jobsSlot.current) return undefined
    return mountJobsStrip(jobsSlot.current, language, (href) => void navigate({ to: href }))
  }, [language, navigate])

  return (
    <div className="lp-page">
      <a className="lp-skip-link" href="#main-content">
        {landingTexts.skipToContent}
      </a>
      <LandingHeader />
      <main id="main-content" className="lp-main" tabIndex={-1}>
        <HeroSection />
        <HiredSection />
        <HowItWorksSection />
        <FeatureGrid />
        <div data-island="jobs" ref={jobsSlot} />
        <FaqAccordion />
        <ClosingCall />
      </main>
      <LandingFooter />
    </div>
  )
}
