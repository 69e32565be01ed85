import * as v from 'valibot'

/*
 * Every string a request carries goes through one of these two schemas: C0 controls
 * (U+0000-U+001F), DEL (U+007F) and C1 controls (U+0080-U+009F) are refused, so a NUL byte (which
 * PostgreSQL's text type rejects) is a 400 naming the field, never a 500, and no invisible
 * character reaches a stored name, title or log line. Free text (feedback and deletion reasons,
 * About me, a typed interview answer) may also hold tabs and line breaks.
 * contract/text.test.ts walks every request schema and fails on a string that skips them.
 */

/** Any control character: C0, DEL and C1. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/
/** The control characters free text may not hold: all but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FREE_TEXT_CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

const controlCharactersMessage = (field: string) => `${field} must not contain control characters`

/** The mark by which contract/text.test.ts recognises the rule in a string's pipe. */
export const NO_CONTROL_CHARACTERS = 'noControlCharacters'

const refuse = (pattern: RegExp, field: string) =>
  Object.assign(
    v.check<string, string>((value) => !pattern.test(value), controlCharactersMessage(field)),
    { [NO_CONTROL_CHARACTERS]: true } as const,
  )

/**
 * A one-line string: names, titles, emails, ids, file names, query values. `field` names it
 * in the messages; `notText` is the message for a missing value or one that is not text
 * (valibot's 'Expected string but received ...' without it).
 */
export const plainText = (field: string, notText?: string) =>
  v.pipe(v.string(notText), refuse(CONTROL_CHARACTER, field))

/** A string the user writes freely: tabs and line breaks are kept, other controls refused. */
export const freeText = (field: string, notText?: string) =>
  v.pipe(v.string(notText), refuse(FREE_TEXT_CONTROL_CHARACTER, field))

/**
 * A one-line value without its control characters: what the client keeps of a pasted title or
 * a picked file's name, where dropping the invisible is better than refusing the visible.
 */
export const withoutControlCharacters = (value: string): string =>
  value.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '')

/** Free text without the control characters it may not hold (tabs and line breaks stay). */
export const withoutFreeTextControlCharacters = (value: string): string =>
  value.replace(new RegExp(FREE_TEXT_CONTROL_CHARACTER.source, 'g'), '')

/** True when a one-line value holds a control character (the client's check before sending). */
export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTER.test(value)
