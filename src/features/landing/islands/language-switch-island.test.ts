import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStorage } from '@/shared/storage/local-storage'
import { enhanceLanguageSwitches } from './language-switch-island'

afterEach(() => {
  document.body.replaceChildren()
  localStorage.clear()
  document.documentElement.lang = 'en-US'
})

describe('enhanceLanguageSwitches', () => {
  it('remembers the choice on the device and in the cookie, then opens / again, which answers in it', () => {
    document.body.innerHTML =
      '<div class="lp-page"><button data-language-switch="es">Español</button></div>'
    const page = document.querySelector<HTMLElement>('.lp-page')!
    const open = vi.fn()
    enhanceLanguageSwitches(page, open)
    page.querySelector('button')!.click()
    expect(open).toHaveBeenCalledWith('/')
    expect(readStorage('language')).toBe('es')
    expect(document.cookie).toContain('lang=es')
    expect(document.documentElement.lang).toBe('es-US')
  })

  it('does the same for English, and ignores a control naming no language it speaks', () => {
    document.body.innerHTML =
      '<div class="lp-page"><a href="/" data-language-switch="en">English</a>' +
      '<button data-language-switch="fr">Français</button></div>'
    const page = document.querySelector<HTMLElement>('.lp-page')!
    const open = vi.fn()
    enhanceLanguageSwitches(page, open)
    page.querySelector('button')!.click()
    expect(open).not.toHaveBeenCalled()
    page.querySelector('a')!.click()
    expect(open).toHaveBeenCalledWith('/')
    expect(readStorage('language')).toBe('en')
  })
})
