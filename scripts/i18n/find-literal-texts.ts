import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/**
 * Finds English written straight into a component instead of a catalogue (docs/adr/0101): JSX text,
 * and string literals given as a child or as a prop a person reads or hears (a label, a title,
 * a placeholder...). Such a text would stay English on a Spanish screen.
 */

/** Props whose value reaches the screen or a screen reader. */
const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
  'heading',
  'description',
  'text',
  'message',
  'caption',
  'hint',
])

/** A letter of any script: a text without one ('·', '%', '|') needs no translation. */
const HAS_WORD = /\p{L}{2,}/u

interface LiteralText {
  file: string
  line: number
  text: string
}

const literalOf = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
  return undefined
}

export function findLiteralTextsIn(file: string, source: string): LiteralText[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const found: LiteralText[] = []
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim()
    if (!HAS_WORD.test(trimmed)) return
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1
    found.push({ file, line, text: trimmed })
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const text = literalOf(node.expression)
      if (text !== undefined) report(node, text)
    } else if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText())) {
      const value = node.initializer
      const expression = value && ts.isJsxExpression(value) ? value.expression : value
      const text = expression && literalOf(expression)
      if (text !== undefined) report(node, text)
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

const isComponentSource = (path: string) =>
  path.endsWith('.tsx') && !path.endsWith('.test.tsx') && !/[\\/]testing[\\/]/.test(path)

function* componentFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) yield* componentFiles(path)
    else if (isComponentSource(path)) yield path
  }
}

/** Every literal text in the app's components under `root`/src, paths relative to `root`. */
export function findLiteralTexts(root: string): LiteralText[] {
  return [...componentFiles(join(root, 'src'))].flatMap((path) =>
    findLiteralTextsIn(relative(root, path), readFileSync(path, 'utf8')),
  )
}
