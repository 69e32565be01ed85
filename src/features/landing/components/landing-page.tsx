import { lazy, Suspense } from 'react'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { landingMetaOf } from '../landing-meta'
import { useLandingTexts } from '../landing-texts'
import { useHydrated } from '../model/use-hydrated'
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
 * The jobs strip shows nothing until its call answers, so it stays out of the prerendered
 * HTML; its code (query observer, HTTP client, schema) loads after hydration, off the
 * critical path.
 */
const RecommendedJobs = lazy(() =>
  import('./recommended-jobs').then((module) => ({ default: module.RecommendedJobs })),
)

/**
 * The landing page at / and, in Spanish, at /es (SPEC.md 2, issue 16). Prerendered at build time and hydrated in the browser,
 * so rendering reads nothing from the browser: no window, storage, clock or random values.
 */
export function LandingPage() {
  const landingTexts = useLandingTexts()
  useDocumentMeta(landingMetaOf(landingTexts))
  const hydrated = useHydrated()

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
        {hydrated && (
          <Suspense fallback={null}>
            <RecommendedJobs />
          </Suspense>
        )}
        <FaqAccordion />
        <ClosingCall />
      </main>
      <LandingFooter />
    </div>
  )
}
