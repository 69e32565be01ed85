import type { JobTitleCount } from '@contract/jobs'
import type { Language } from '@/shared/i18n/language'
import { localeOf } from '@/shared/i18n/language'
import { getJobsAggregatedCount } from '../api/get-jobs-aggregated-count'
import { landingTextBundle, type LandingTexts } from '../landing-text-bundle'
import { jobsAvailable } from '../model/jobs-available'

/** One more try after a failed call, as the query cache did: a blip inside a warehouse. */
const RETRY_AFTER_MS = 1000

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag)
  node.className = className
  node.append(...children)
  return node
}

const card = (title: string, count: string, more = false): HTMLLIElement => {
  const link = element(
    'a',
    more ? 'lp-jobs__card lp-jobs__card--more' : 'lp-jobs__card',
    element('span', 'lp-jobs__title', title),
    element('span', more ? 'lp-jobs__count lp-jobs__count--more' : 'lp-jobs__count', count),
  )
  link.href = '/login'
  return element('li', 'lp-jobs__item', link)
}

/**
 * The recommended-jobs strip (docs/product.md#the-public-pages): the first 7 titles with their
 * counts, then an 'and more ...' card, every card to /login.
 */
function renderJobsStrip(
  jobs: JobTitleCount[],
  texts: LandingTexts['jobs'],
  language: Language,
): HTMLElement {
  const locale = localeOf[language]
  const title = element('h2', 'lp-section__title', texts.title)
  title.id = 'jobs-title'
  const list = element(
    'ul',
    'lp-jobs',
    ...jobs.map((job) => card(job.jobTitle, jobsAvailable(locale, job.jobsCount, texts.available))),
    card(texts.more, texts.seeAll, true),
  )
  list.setAttribute('aria-label', texts.listLabel)
  const section = element(
    'section',
    'lp-section lp-section--tinted',
    element('div', 'lp-container', element('p', 'lp-kicker', texts.kicker), title, list),
  )
  section.setAttribute('aria-labelledby', 'jobs-title')
  return section
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })

async function jobsWithOneRetry(signal: AbortSignal): Promise<JobTitleCount[]> {
  try {
    return await getJobsAggregatedCount(signal)
  } catch (error) {
    if (signal.aborted) throw error
    await wait(RETRY_AFTER_MS, signal)
    return getJobsAggregatedCount(signal)
  }
}

/**
 * Fills `slot` with the strip once the call has answered with at least one entry; nothing at
 * all otherwise (not even the heading), so the prerendered page never has it. Plain DOM: the
 * prerendered page shows it without React, and the in-app page uses the same code.
 * Returns a cleanup that stops the call and removes the strip.
 */
export function mountJobsStrip(
  slot: HTMLElement,
  language: Language,
  openLink?: (href: string) => void,
): () => void {
  const controller = new AbortController()
  // In the app, a card opens its screen in place; on the prerendered page the app links
  // island does (enhanceAppLinks).
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest('a[href]')
    if (!openLink || !link || event.button !== 0 || event.metaKey || event.ctrlKey) return
    event.preventDefault()
    openLink(link.getAttribute('href') ?? '/login')
  }
  slot.addEventListener('click', onClick)
  const texts = landingTextBundle.load(language)
  jobsWithOneRetry(controller.signal)
    .then(async (jobs) => {
      const { jobs: jobTexts } = await texts
      if (controller.signal.aborted || jobs.length === 0) return
      slot.replaceChildren(renderJobsStrip(jobs, jobTexts, language))
    })
    .catch(() => {
      // Failed twice or stopped: the page goes on without the strip
      // (docs/product.md#the-public-pages).
    })
  return () => {
    controller.abort()
    slot.removeEventListener('click', onClick)
    slot.replaceChildren()
  }
}
