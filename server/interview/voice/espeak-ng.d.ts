/** The part of espeak-ng 1.0 (an Emscripten build with no bundled types) that synthesise.ts uses. */
declare module 'espeak-ng' {
  interface ESpeakNgModule {
    FS: {
      readFile(path: string): Uint8Array
      writeFile(path: string, data: string | Uint8Array): void
    }
  }
  interface ESpeakNgOptions {
    arguments: string[]
    preRun?: Array<(module: ESpeakNgModule) => void>
    print?: (line: string) => void
    printErr?: (line: string) => void
    /** Replaces the runtime's exit handler, which otherwise sets process.exitCode. */
    quit?: (status: number, toThrow?: unknown) => void
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>
}
