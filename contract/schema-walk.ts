import type * as v from 'valibot'

/*
 * A walk over a valibot schema's structure, for the tests generated from the contract: the
 * control-character rule (contract/text.test.ts) and the fuzzing suite
 * (tests/integration/fuzz-contract.test.ts). Nothing in the app imports it.
 */

export type SchemaNode = v.GenericSchema & {
  type: string
  entries?: Record<string, SchemaNode>
  item?: SchemaNode
  wrapped?: SchemaNode
  options?: SchemaNode[]
  items?: SchemaNode[]
  key?: SchemaNode
  value?: SchemaNode
  pipe?: ReadonlyArray<SchemaNode | Record<string, unknown>>
}

/** The way from a schema's root to a node: object keys and tuple indexes, ITEM for an array's items. */
export const ITEM = '[]'
export type Segments = readonly string[]

/** 'reasons[]', 'subscription.keys.p256dh': a path as one string (keys after dots). */
export const pathText = (segments: Segments): string =>
  segments.map((segment) => (segment === ITEM ? ITEM : `.${segment}`)).join('')

/**
 * Calls `visit` on `schema` and on every schema inside it (wrappers such as optional, union
 * options, object entries, array items), with the segments leading there. A schema type the walk
 * does not know is an error, so a new kind of field is taught here rather than skipped.
 */
export function walkSchema(
  schema: SchemaNode,
  visit: (node: SchemaNode, segments: Segments) => void,
  segments: Segments = [],
): void {
  visit(schema, segments)
  const inner = (node: SchemaNode | undefined, more: Segments = []) => {
    if (node) walkSchema(node, visit, [...segments, ...more])
  }
  switch (schema.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      for (const [key, entry] of Object.entries(schema.entries ?? {})) inner(entry, [key])
      return
    case 'array':
      return inner(schema.item, [ITEM])
    case 'tuple':
      return (schema.items ?? []).forEach((item, index) => inner(item, [String(index)]))
    case 'record':
      inner(schema.key)
      return inner(schema.value)
    case 'optional':
    case 'exact_optional':
    case 'nullable':
    case 'nullish':
    case 'undefinedable':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return inner(schema.wrapped)
    case 'union':
    case 'variant':
      return (schema.options ?? []).forEach((option) => inner(option))
    case 'string':
    case 'picklist':
    case 'literal':
    case 'enum':
    case 'number':
    case 'boolean':
    case 'null':
      return
    default:
      throw new Error(
        `${pathText(segments)}: a ${schema.type} schema this walk does not know; teach it`,
      )
  }
}
