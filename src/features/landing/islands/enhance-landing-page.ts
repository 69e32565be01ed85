import { languageOfTag } from '@/shared/i18n/language'
import { enhanceSectionLinks } from '../model/scroll-to-section'
import { enhanceAppLinks, type AppOpener } from './app-links-island'
import { enhanceCarousel } from './carousel-island'
import { enhanceFaq } from './faq-island'
import { enhanceLanguageSwitches } from './language-switch-island'

/** The parts of the prerendered page that do something, as the React components mark them. */
const islandOf = (page: HTMLElement, name: string) =>
  page.querySelector<HTMLElement>(`[data-island="${name}"]`)

/**
 * Makes the prerendered landing page work without React: the FAQ, the carousel, the
 * section links, the language switches and the jobs strip, each a few lines of plain DOM, and
 * the links into the app, which load it on intent. `data-enhanced` says when it is done.
 */
export function enhanceLandingPage(page: HTMLElement, app: AppOpener): void {
  const language = languageOfTag(document.documentElement.lang) ?? 'en'
  const faq = islandOf(page, 'faq')
  if (faq) enhanceFaq(faq)
  const carousel = islandOf(page, 'carousel')
  if (carousel) enhanceCarousel(carousel)
  const sections = islandOf(page, 'sections')
  if (sections) enhanceSectionLinks(sections)
  const jobs = islandOf(page, 'jobs')
  // After the page's first paint: the strip's call, schema and texts are not on its way.
  if (jobs) void import('./jobs-strip').then((strip) => strip.mountJobsStrip(jobs, language))
  enhanceLanguageSwitches(page)
  enhanceAppLinks(page, app)
  page.dataset.enhanced = 'true'
}
