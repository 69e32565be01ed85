import { findLiteralTexts } from './find-literal-texts'

/** `npx tsx scripts/i18n/report-literal-texts.ts`: every literal text left in src/ components. */
const found = findLiteralTexts(process.cwd())
for (const { file, line, text } of found) console.log(`${file}:${line}  ${text}`)
console.log(`${found.length} literal texts`)
