/** What every measure of the benchmark produces, and what a group of measures is given. */

export type Comparison = '<=' | '<' | '>=' | '=='

/** A quality bar: the value must satisfy `value <op> bar.value`. */
export interface Bar {
  op: Comparison
  value: number
  /** Where the bar comes from, e.g. "README.md#performance". */
  source: string
}

export interface Measure {
  /** Stable key for machines comparing reports, e.g. "js.initial./". */
  id: string
  /** The row of the table, e.g. "Initial JS, / (gzip)". */
  label: string
  /** null when the measurement could not be taken (see `error`). */
  value: number | null
  unit: string
  /** Without a bar the measure is informational. */
  bar?: Bar
  /** A short remark shown under the table (e.g. which chunk is the largest). */
  note?: string
  /** Why the value is missing. */
  error?: string
  /** Anything machine-readable worth keeping in report.json. */
  detail?: unknown
}

export interface BenchContext {
  /** Origin of the real server on the production build, e.g. http://localhost:41234. */
  baseUrl: string
  /** The production build the server serves (with .vite/manifest.json). */
  distDir: string
  /** Git-ignored folder for raw outputs (Lighthouse reports). */
  artifactsDir: string
  log: (line: string) => void
}

/** One job of the benchmark: takes its measurements against the running server. */
export interface MeasureGroup {
  name: string
  run: (context: BenchContext) => Promise<Measure[]>
}

export const meetsBar = (value: number, bar: Bar): boolean => {
  switch (bar.op) {
    case '<=':
      return value <= bar.value
    case '<':
      return value < bar.value
    case '>=':
      return value >= bar.value
    case '==':
      return value === bar.value
  }
}
