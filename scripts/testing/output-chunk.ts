import type { Rollup } from 'vite'

/** A built chunk as the plugins of scripts/ read it, with one module unless told otherwise. */
export const outputChunk = (
  fileName: string,
  imports: string[],
  extra: Partial<Rollup.OutputChunk> = {},
) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId: null,
    isEntry: false,
    moduleIds: [`/work/app/src/${fileName}.ts`],
    ...extra,
  }) as Rollup.OutputChunk
