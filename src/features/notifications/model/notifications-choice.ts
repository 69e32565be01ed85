import * as v from 'valibot'
import { readJsonStorage, removeStorage, writeStorage } from '@/shared/storage/local-storage'

/**
 * What the candidate answered on this phone, kept in local storage (cleared with the rest at
 * logout, so the next person to sign in is asked afresh):
 * - refusedAt: they said 'Not now', the browser's prompt was refused or closed, or they turned
 *   the Profile switch off. The card then says how to turn notifications on later, never asks
 *   again by itself.
 * - helpClosed: they closed that message; the dashboard shows no card until they turn
 *   notifications on from Profile.
 */
const choiceSchema = v.object({
  refusedAt: v.optional(v.number()),
  helpClosed: v.optional(v.boolean()),
})
export type NotificationsChoice = v.InferOutput<typeof choiceSchema>

export const readNotificationsChoice = (): NotificationsChoice =>
  readJsonStorage('notificationsChoice', (value) => {
    const parsed = v.safeParse(choiceSchema, value)
    return parsed.success ? parsed.output : undefined
  }) ?? {}

const write = (choice: NotificationsChoice) =>
  writeStorage('notificationsChoice', JSON.stringify(choice))

export const rememberRefusal = (now: number = Date.now()): void =>
  write({ ...readNotificationsChoice(), refusedAt: now })

/** Turned off from Profile: a deliberate choice, so the dashboard has nothing to add. */
export const rememberTurnedOff = (now: number = Date.now()): void =>
  write({ refusedAt: now, helpClosed: true })

export const closeNotificationsHelp = (): void =>
  write({ ...readNotificationsChoice(), helpClosed: true })

/** Turned on: any earlier refusal is over. */
export const forgetNotificationsChoice = (): void => removeStorage('notificationsChoice')
