import type { Language } from './language'

/**
 * A catalogue's type from its English source: every text becomes `string` (so the Spanish one
 * can say it differently), functions keep their parameters, nesting and tuples stay. A Spanish
 * catalogue typed with it fails type checking when a key is missing or has other placeholders.
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Catalogue<R>
    : T extends object
      ? { readonly [K in keyof T]: Catalogue<T[K]> }
      : T

/**
 * One feature's texts in every language, each loaded on demand so a phone downloads only the
 * language it shows. The loader promise is kept: React's `use` needs the same one each render.
 */
export interface TextBundle<T> {
  readonly name: string
  /** The texts when this language has arrived, else undefined. */
  loaded(language: Language): T | undefined
  load(language: Language): Promise<T>
}

type Loaders<T> = Record<Language, () => Promise<T>>

const bundles = new Set<TextBundle<unknown>>()

export function defineTexts<T>(name: string, loaders: Loaders<T>): TextBundle<T> {
  const arrived = new Map<Language, T>()
  const pending = new Map<Language, Promise<T>>()
  const bundle: TextBundle<T> = {
    name,
    loaded: (language) => arrived.get(language),
    load(language) {
      let promise = pending.get(language)
      if (!promise) {
        const loading = loaders[language]().then((texts) => {
          arrived.set(language, texts)
          // React's mark of a settled thenable: `use` then returns the texts without suspending.
          Object.assign(loading, { status: 'fulfilled', value: texts })
          return texts
        })
        promise = loading
        // A failed load (offline, before the service worker cached it) may be tried again.
        promise.catch(() => pending.delete(language))
        pending.set(language, promise)
      }
      return promise
    },
  }
  bundles.add(bundle as TextBundle<unknown>)
  return bundle
}

/**
 * Loads, in `language`, every catalogue already shown in `shownIn` (all defined ones when
 * omitted): a switch waits for these so every text on screen changes in the same render.
 */
export async function loadTexts(language: Language, shownIn?: Language): Promise<void> {
  const wanted = [...bundles].filter((bundle) => !shownIn || bundle.loaded(shownIn))
  await Promise.all(wanted.map((bundle) => bundle.load(language)))
}
