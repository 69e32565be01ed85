import type { ApplicationTexts } from '../application-texts'

/** The application cards in US Spanish. Job titles, companies and places stay as sent. */
export const applicationTextsEs: ApplicationTexts = {
  card: {
    company: 'Empresa',
    location: 'Lugar',
    pay: 'Pago',
    employmentType: 'Tipo de empleo',
    status: 'Estado',
    viewDetails: 'Ver detalles',
    viewDetailsOf: (jobTitle, companyName) =>
      companyName ? ` de ${jobTitle} en ${companyName}` : ` de ${jobTitle}`,
  },
  feedback: {
    Interested: 'Tu opinión: Me interesa',
    NotInterested: 'Tu opinión: No me interesa',
    Neutral: 'Tu opinión: Todavía no opinas',
  },
  grid: {
    loading: 'Cargando empleos…',
  },
  status: {
    InReview: 'En revisión',
    Interview: 'Entrevista',
    JobOffer: 'Oferta de trabajo',
    Hired: 'Contratado',
    Dismissed: 'Descartado',
    CandidateDismissed: 'Descartado',
    RecruiterDismissed: 'Descartado',
  },
  match: {
    top: 'Muy compatible',
    good: 'Compatible',
  },
  payRateTypes: {
    hourly: 'hora',
    hour: 'hora',
    daily: 'día',
    day: 'día',
    weekly: 'semana',
    week: 'semana',
    monthly: 'mes',
    month: 'mes',
    annual: 'año',
    yearly: 'año',
    year: 'año',
  },
  employmentTypes: {
    'full-time': 'Tiempo completo',
    'part-time': 'Medio tiempo',
    temporary: 'Temporal',
    contract: 'Por contrato',
    'temp-to-hire': 'Temporal con opción a planta',
  },
}
