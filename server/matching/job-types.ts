import { ROLES } from '../vocabulary/roles'

/**
 * The catalogue's job types (server/vocabulary/roles.ts: the seven fixed types and the other
 * roles) and which of them are close enough that a candidate asking for one would take the
 * other: the same machine, the same floor work, the same desk.
 */
const ROLE_NAMES = ROLES.map((role) => role.jobType)
const byLowerCase = new Map(ROLE_NAMES.map((name) => [name.toLowerCase(), name]))

/** The catalogue spelling of a job type or role, or undefined for a title it does not post. */
export const catalogueRole = (name: string): string | undefined =>
  byLowerCase.get(name.trim().toLowerCase())

const RELATED_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['Forklift Operator', 'Reach Truck Operator'],
  ['Order Picker', 'Warehouse Associate'],
  ['Material Handler', 'Warehouse Associate'],
  ['Material Handler', 'Loader/Unloader'],
  ['Production Associate', 'Assembler'],
  ['Production Associate', 'Packer'],
  ['Machine Operator', 'CNC Operator'],
  ['Shipping and Receiving Clerk', 'Inventory Control Clerk'],
]

const related = new Map<string, string[]>()
for (const [a, b] of RELATED_PAIRS) {
  related.set(a, [...(related.get(a) ?? []), b])
  related.set(b, [...(related.get(b) ?? []), a])
}

/** Roles close to this one (never the role itself). */
export const relatedRoles = (role: string): readonly string[] => related.get(role) ?? []
