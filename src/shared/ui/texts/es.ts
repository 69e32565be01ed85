import type { UiTexts } from '../ui-texts'

/** The shared UI kit's texts in US Spanish. */
export const uiTextsEs: UiTexts = {
  loading: 'Cargando…',
  notSavedOffline: {
    heading: 'No tienes conexión',
    text: 'Esta página todavía no está guardada en este teléfono. Se abrirá en cuanto vuelvas a tener conexión.',
  },
  offlineShowingDataFrom: (time) => `Sin conexión. Datos guardados: ${time}`,
  pagination: {
    label: 'Páginas',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página',
  },
}
