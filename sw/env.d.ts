/** Build-time settings Vite puts into the worker (the same VITE_ variables as the app's). */
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_PRODUCT_NAME?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
