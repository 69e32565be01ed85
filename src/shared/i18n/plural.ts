/** Plural forms without React: the landing page's islands use them too. */
export type PluralForms = { one: string; other: string }

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * The form of a word for a count, by the language's own plural rules ('1 job' / '2 jobs',
 * '1 empleo' / '2 empleos'); the rules object is made once per locale.
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules.select(count) === 'one' ? forms.one : forms.other
}
