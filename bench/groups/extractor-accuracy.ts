import { scoreExtractor } from '../../server/interview/extract'
import { INTERVIEW_ANSWERS } from '../../tests/fixtures/interview/answers'
import type { Measure, MeasureGroup } from '../measure'

const percent = (ratio: number) => Math.round(ratio * 1000) / 10

/**
 * Slot accuracy of the interview answer extractor (DESIGN.md section 8) over the answer set
 * of tests/fixtures/interview/answers.ts: correct slot values / (expected + false additions).
 * Pure computation; it does not use the running server.
 */
export const extractorAccuracy: MeasureGroup = {
  name: 'Extractor accuracy',
  async run({ log }) {
    const report = scoreExtractor(INTERVIEW_ANSWERS)
    log(
      `Extractor: ${report.correct}/${report.expected} slot values, ${report.falseAdditions} false additions, ${report.exact}/${report.answers} answers exact`,
    )
    const measures: Measure[] = [
      {
        id: 'interview.extractor.accuracy',
        label: 'Interview extractor slot accuracy',
        value: percent(report.accuracy),
        unit: '%',
        bar: { op: '>=', value: 95, source: 'extractor brief: answer set accuracy' },
        note: `${report.answers} answers, recall ${percent(report.recall)}%, precision ${percent(report.precision)}%, ${report.falseAdditions} false additions`,
        detail: { perSlot: report.perSlot, mistakes: report.mistakes },
      },
    ]
    return measures
  },
}
