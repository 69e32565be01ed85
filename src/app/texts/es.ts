import type { AppTexts } from '../app-texts'

/** The app shell in US Spanish (tú, plain words; docs/adr/0102). */
export const appTextsEs: AppTexts = {
  header: {
    mainNav: 'Principal',
    dashboard: 'Inicio',
    submissions: 'Solicitudes',
    profile: 'Perfil',
    preferences: 'Preferencias',
    logout: 'Cerrar sesión',
    menu: 'Menú',
    menuNav: 'Menú',
  },
  footer: {
    nav: 'Legal y contacto',
    terms: 'Términos del servicio',
    privacy: 'Política de privacidad',
    contact: 'Contáctanos',
  },
  routeError: {
    heading: 'Algo salió mal',
    text: 'Vuelve a cargar la página para intentarlo de nuevo.',
  },
  update: {
    available: 'Hay una nueva versión',
    reload: 'Actualizar',
  },
  documentTitle: (title, product) => `${title} | Empleos de ${product}`,
}
