import { expect } from 'vitest'

/**
 * The few DOM assertions the onboarding tests use (the project has no jest-dom). Import this
 * module for its side effect.
 */
interface DomMatchers<R = unknown> {
  toBeInTheDocument(): R
  toBeDisabled(): R
  toBeEnabled(): R
  toBeChecked(): R
  toHaveFocus(): R
  toBeEmptyDOMElement(): R
  toHaveAttribute(name: string, value?: string): R
  toHaveValue(value: string): R
  toHaveTextContent(text: string | RegExp): R
  toHaveAccessibleDescription(text: string | RegExp): R
}

declare module 'vitest' {
  // Same type parameters as vitest's own declaration, which the augmentation must repeat.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Matchers<T = any> extends DomMatchers<T> {}
}

const element = (received: unknown): Element => {
  if (!(received instanceof Element))
    throw new Error(`Expected an element, got ${String(received)}`)
  return received
}

const matches = (actual: string, expected: string | RegExp) =>
  typeof expected === 'string' ? actual.includes(expected) : expected.test(actual)

const result = (pass: boolean, message: string) => ({ pass, message: () => message })

/** The text of the elements aria-describedby names, as assistive technology reads it. */
const accessibleDescription = (el: Element): string =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => el.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ')

expect.extend({
  toBeInTheDocument(received: unknown) {
    const el = element(received)
    return result(el.ownerDocument.contains(el), 'expected the element to be in the document')
  },
  toBeDisabled(received: unknown) {
    const el = element(received) as HTMLButtonElement
    return result(el.disabled === true, `expected ${el.outerHTML.slice(0, 80)} to be disabled`)
  },
  toBeEnabled(received: unknown) {
    const el = element(received) as HTMLButtonElement
    return result(el.disabled !== true, `expected ${el.outerHTML.slice(0, 80)} to be enabled`)
  },
  toBeChecked(received: unknown) {
    const el = element(received) as HTMLInputElement
    return result(el.checked === true, 'expected the input to be checked')
  },
  toHaveFocus(received: unknown) {
    const el = element(received)
    return result(
      el.ownerDocument.activeElement === el,
      `expected focus on ${el.outerHTML.slice(0, 80)}, it is on ${el.ownerDocument.activeElement?.outerHTML.slice(0, 80)}`,
    )
  },
  toBeEmptyDOMElement(received: unknown) {
    const el = element(received)
    return result(el.innerHTML === '', `expected an empty element, got ${el.innerHTML}`)
  },
  toHaveAttribute(received: unknown, name: string, value?: string) {
    const el = element(received)
    const actual = el.getAttribute(name)
    const pass = value === undefined ? actual !== null : actual === value
    return result(pass, `expected ${name}=${String(value)}, got ${String(actual)}`)
  },
  toHaveValue(received: unknown, value: string) {
    const actual = (element(received) as HTMLInputElement).value
    return result(actual === value, `expected value ${value}, got ${actual}`)
  },
  toHaveTextContent(received: unknown, text: string | RegExp) {
    const actual = element(received).textContent ?? ''
    return result(matches(actual, text), `expected text ${String(text)}, got ${actual}`)
  },
  toHaveAccessibleDescription(received: unknown, text: string | RegExp) {
    const actual = accessibleDescription(element(received))
    return result(matches(actual, text), `expected description ${String(text)}, got ${actual}`)
  },
})
