/**
 * Build-time prerender of the landing page and the login page (run in Node by
 * scripts/prerender/prerender-landing.ts), once per language. The landing page is rendered by the
 * real router at '/' (English) and '/es' (Spanish), so the HTML matches what the browser
 * hydrates. Both pages are styled with plain CSS (their own files, inlined here; the shell's
 * app.css is linked by index.html), so they look final before any script runs.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { appConfig } from '@/shared/config'
import { landingMeta } from '@/features/landing/landing-meta'
import { landingTextBundle } from '@/features/landing/landing-texts'
import { landingPathOf } from '@/features/landing/model/landing-path'
import landingCss from '@/features/landing/landing.css?inline'
import { authTextBundle } from '@/features/auth/auth-text-bundle'
import { LoginMarkup } from '@/features/auth/components/login-markup'
import loginCss from '@/features/auth/login.css?inline'
import { languages, localeOf, type Language } from '@/shared/i18n/language'
import { showLanguage } from '@/shared/i18n/language-store'
import { loadTexts } from '@/shared/i18n/text-bundles'

export type PrerenderedPage = {
  html: string
  css: string
  title: string
  description: string
  /** `<html lang>`: 'en-US' or 'es-US'. */
  locale: string
  /** The page's own address ('/' or '/es'). */
  path: string
  /** Every language's address, by locale, for the hreflang alternates (x-default is '/'). */
  alternates: Record<string, string>
  /** The shell's words outside #root: its loading line and its <noscript> line. */
  loading: string
  needsJavaScript: string
}

export async function renderLanding(language: Language): Promise<PrerenderedPage> {
  const path = landingPathOf[language]
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  // The route's chunk defines the landing catalogue: load the route first, then its texts.
  await router.load()
  showLanguage(language)
  await loadTexts(language)
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  queryClient.clear()
  const texts = await landingTextBundle.load(language)
  return {
    html,
    css: landingCss,
    ...(await landingMeta(language)),
    locale: localeOf[language],
    path,
    alternates: Object.fromEntries(
      languages.map((other) => [localeOf[other], landingPathOf[other]]),
    ),
    loading: texts.page.loading,
    needsJavaScript: texts.page.needsJavaScript(appConfig.productName),
  }
}

/** The landing page in every language, one after the other (the language store is global). */
export async function renderLandingPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = []
  for (const language of languages) pages.push(await renderLanding(language))
  return pages
}

/**
 * The login page in `language`: its markup as the app's /login renders it, before any script
 * (the login island gives it its behaviour in the browser). One address in every language, so
 * no alternates: the server picks the file by the visitor's language, as for '/'.
 */
export async function renderLogin(language: Language): Promise<PrerenderedPage> {
  const product = appConfig.productName
  const texts = await authTextBundle.load(language)
  const shell = await landingTextBundle.load(language)
  return {
    html: renderToString(<LoginMarkup texts={texts} product={product} language={language} />),
    css: loginCss,
    title: texts.documentTitle(product),
    description: texts.metaDescription(product),
    locale: localeOf[language],
    path: '/login',
    alternates: {},
    loading: shell.page.loading,
    needsJavaScript: shell.page.needsJavaScript(product),
  }
}

/** The login page in every language. */
export async function renderLoginPages(): Promise<PrerenderedPage[]> {
  return Promise.all(languages.map((language) => renderLogin(language)))
}
