/**
 * The reasons a dialog offers, shown in the language on screen while the values sent stay the
 * contract's English: the shared reason list works on the shown labels, and a ticked
 * label is turned back into its contract value. A reason without a label shows as it is.
 */
interface ReasonLabels {
  /** The labels, in the reasons' order. */
  shown: (reasons: readonly string[]) => string[]
  /** The contract value of a shown label (the label itself when it is not one of ours). */
  valueOf: (label: string, reasons: readonly string[]) => string
}

export const reasonLabels = (labels: Readonly<Record<string, string>>): ReasonLabels => {
  const labelOf = (reason: string) => labels[reason] ?? reason
  return {
    shown: (reasons) => reasons.map(labelOf),
    valueOf: (label, reasons) => reasons.find((reason) => labelOf(reason) === label) ?? label,
  }
}
