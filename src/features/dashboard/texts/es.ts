import type { DashboardTexts } from '../dashboard-texts'

export const dashboardTextsEs: DashboardTexts = {
  pageTitle: (product) => `Inicio | Empleos de ${product}`,
  metaDescription: (product) => `Tus solicitudes con ${product}: cómo va cada una.`,
  loading: 'Cargando tu inicio...',

  greeting: {
    hello: (name) => (name ? `¡Hola, ${name}!` : 'Hola'),
    intro:
      'Nuestro reclutador con IA trabaja para ti todo el tiempo y le presenta tu perfil a nuestra red de agencias.',
    introShort: 'Tu perfil, compartido con las agencias.',
  },

  statsLabel: 'Tus solicitudes de un vistazo',
  statTitles: {
    all: 'Solicitudes en total',
    inreview: 'En revisión',
    interview: 'Entrevistas',
    joboffer: 'Ofertas de trabajo',
  },

  active: {
    heading: 'Tus solicitudes activas',
    viewAll: 'Ver todas',
    viewAllSuffix: ' las solicitudes',
    emptyTitle: 'No hay nada aquí',
    emptyText: 'No tienes solicitudes activas por ahora',
  },

  personRequest: {
    heading: 'Pediste hablar con una persona',
    phone: 'Teléfono',
    when: 'Cuándo',
    window: (day, partOfDay) => `${day}, ${partOfDay}`,
    partsOfDay: {
      morning: 'en la mañana (de 8 a. m. a 12 p. m.)',
      afternoon: 'en la tarde (de 12 a 5 p. m.)',
      evening: 'en la noche (de 5 a 8 p. m.)',
    },
    willCall: 'Un reclutador te llamará.',
  },
}
