import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildDomainModel, GENERAL_MODEL } from './language-model'

describe('building the domain model into DATA_DIR', () => {
  const root = mkdtempSync(join(tmpdir(), 'hirelane-lm-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const cmudictPath = join(root, 'cmudict.dict')
  writeFileSync(
    cmudictPath,
    ['i AY', 'want W AA N T', 'nights N AY T S', 'days D EY Z', 'forklift F AO R K L IH F T'].join(
      '\n',
    ),
  )
  const dataDir = join(root, 'data')

  it('builds once, reuses the build while the inputs are the same, and builds anew when they change', async () => {
    const sentences = ['i want nights', 'i want days', 'forklift nights', 'i want murfreesboro']
    const first = await buildDomainModel({ dataDir, cmudictPath, sentences })
    expect(first.built).toBe(true)
    expect(first.unsayable).toEqual(['murfreesboro'])
    expect(first.directory.startsWith(join(dataDir, 'speech'))).toBe(true)
    expect(readFileSync(first.languageModel, 'utf8')).toMatch(/^\\data\\\nngram 1=7\n/)
    expect(readFileSync(first.dictionary, 'utf8')).toContain('forklift F AO R K L IH F T\n')
    expect(readFileSync(join(first.directory, 'corpus.txt'), 'utf8')).toBe(
      'i want nights\ni want days\nforklift nights\n',
    )

    const again = await buildDomainModel({ dataDir, cmudictPath, sentences })
    expect(again).toMatchObject({ built: false, directory: first.directory })

    const changed = await buildDomainModel({
      dataDir,
      cmudictPath,
      sentences: [...sentences, 'forklift days'],
    })
    expect(changed.built).toBe(true)
    expect(changed.directory).not.toBe(first.directory)
    // Only whole builds are left: no staging directory behind.
    expect(readdirSync(join(dataDir, 'speech')).sort()).toEqual(
      [first.directory, changed.directory].map((dir) => dir.split('/').at(-1)).sort(),
    )
  })

  it('builds a model per question beside the general one, listed under their names', async () => {
    const sentences = ['i want nights', 'i want days', 'forklift']
    const built = await buildDomainModel({
      dataDir,
      cmudictPath,
      sentences,
      questions: {
        shifts: [...sentences, 'nights', 'nights', 'days'],
        // A sentence the dictionary cannot say is left out here too.
        jobTypes: [...sentences, 'forklift', 'i want murfreesboro'],
      },
    })
    expect(built.questionModels).toBe(join(built.directory, 'domain.lmctl'))
    const control = readFileSync(built.questionModels!, 'utf8').trim().split('\n')
    expect(control).toEqual([
      `${built.languageModel} ${GENERAL_MODEL}`,
      `${join(built.directory, 'question-jobTypes.arpa')} jobTypes`,
      `${join(built.directory, 'question-shifts.arpa')} shifts`,
    ])
    // The same words as the general model, with other probabilities.
    const shifts = readFileSync(join(built.directory, 'question-shifts.arpa'), 'utf8')
    const general = readFileSync(built.languageModel, 'utf8')
    expect(shifts).toMatch(/^\\data\\\nngram 1=7\n/)
    expect(general).toMatch(/^\\data\\\nngram 1=7\n/)
    const unigram = (arpa: string, word: string) =>
      Number(arpa.match(new RegExp(`^(-?[\\d.]+)\\s+${word}\\b`, 'm'))?.[1])
    expect(unigram(shifts, 'nights')).toBeGreaterThan(unigram(general, 'nights'))
    expect(readFileSync(join(built.directory, 'question-jobTypes.arpa'), 'utf8')).not.toContain(
      'murfreesboro',
    )

    const plain = await buildDomainModel({ dataDir, cmudictPath, sentences })
    expect(plain.questionModels).toBeUndefined()
  })
})
