import * as v from 'valibot'
import { isLoopbackHost } from '../loopback-host'
import { AGENCY_PARTNERS } from './agencies'

/**
 * AGENCY_REPORT_URLS: where each agency partner takes its candidate reports, as
 * `slug=https://receiver.example/hooks,slug=...`. Configuration is the one place an operator sets
 * them, so every node of a deployment sends to the same receivers; an agency left out takes its
 * reports in the dev inbox where there is one, and nowhere in production.
 */

const KNOWN_SLUGS = new Set(AGENCY_PARTNERS.map((agency) => agency.slug))

/**
 * The receiver's URL as the sender will use it, or undefined. The sender parses it again with the
 * same URL parser, so what is checked here is what is called. Reports carry personal data:
 * plain http only to this machine.
 */
export function reportUrlOf(value: string): URL | undefined {
  try {
    const url = new URL(value)
    if (url.username || url.password) return undefined
    if (url.protocol === 'https:') return url
    return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? url : undefined
  } catch {
    return undefined
  }
}

type Entry = { slug: string; url: string }

function entryOf(text: string): Entry | { error: string } {
  const separator = text.indexOf('=')
  if (separator <= 0) return { error: `"${text}" is not slug=URL` }
  const slug = text.slice(0, separator).trim()
  const url = reportUrlOf(text.slice(separator + 1).trim())
  if (!KNOWN_SLUGS.has(slug))
    return { error: `names no agency "${slug}" (agencies: ${[...KNOWN_SLUGS].join(', ')})` }
  if (!url) return { error: `gives ${slug} no https:// URL (http:// only to localhost)` }
  return { slug, url: url.href }
}

/** Comma-separated slug=URL entries into a map from slug to URL, each agency at most once. */
export const agencyReportUrlsSchema = v.pipe(
  v.optional(v.string(), ''),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const urls = new Map<string, string>()
    const entries = dataset.value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    for (const text of entries) {
      const entry = entryOf(text)
      if ('error' in entry) {
        addIssue({ message: `must be slug=URL entries; ${entry.error}` })
        return NEVER
      }
      if (urls.has(entry.slug)) {
        addIssue({ message: `must be slug=URL entries; ${entry.slug} is given twice` })
        return NEVER
      }
      urls.set(entry.slug, entry.url)
    }
    return urls as ReadonlyMap<string, string>
  }),
)
