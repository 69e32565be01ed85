import { plural } from '@/shared/i18n/intl'
import type { PreferencesTexts } from '../preferences-texts'

export const preferencesTextsEs: PreferencesTexts = {
  pageTitle: (product) => `Preferencias | Empleos de ${product}`,
  metaDescription: (product) =>
    `Las preferencias de trabajo que el reclutador con IA de ${product} sacó de tu entrevista.`,
  loading: 'Cargando preferencias...',
  viewProfile: 'Ver perfil',

  panel: {
    heading: 'Preferencias de trabajo',
    intro: 'Las sacamos automáticamente de tus respuestas en la entrevista con IA.',
    notProvided: 'Todavía no lo sabemos',
    sections: {
      jobTypeAndSchedule: 'Tipo de trabajo y horario',
      location: 'Ubicación',
      salaryAndBenefits: 'Pago y beneficios',
      skillsAndExperience: 'Habilidades y experiencia',
    },
    fields: {
      jobTypes: 'Tipos de trabajo',
      roles: 'Puesto(s)',
      shiftPreferences: 'Turnos que prefieres',
      preferredLocations: 'Dónde quieres trabajar',
      maximumCommuteDistance: 'Distancia máxima de traslado',
      relocation: 'Mudarte',
      hourlyRateRange: 'Pago por hora',
      requiredBenefits: 'Beneficios que necesitas',
      skills: 'Habilidades',
      yearsOfExperience: 'Años de experiencia',
    },
  },

  values: {
    shifts: {
      first: 'De día (primer turno)',
      second: 'De tarde (segundo turno)',
      third: 'De noche (tercer turno)',
      weekend: 'Fines de semana',
      rotating: 'Turnos rotativos',
    },
    jobTypes: {
      'Forklift Operator': 'Operador de montacargas',
      Assembler: 'Ensamblador',
      'Order Picker': 'Surtidor de pedidos',
      'Material Handler': 'Manejo de materiales',
      'Machine Operator': 'Operador de máquinas',
      'Production Associate': 'Asociado de producción',
      'Warehouse Associate': 'Asociado de almacén',
    },
    benefits: {
      'Health insurance': 'Seguro médico',
      'Dental insurance': 'Seguro dental',
      'Vision insurance': 'Seguro de la vista',
      '401(k)': '401(k)',
      'Paid time off': 'Tiempo libre pagado',
      'Life insurance': 'Seguro de vida',
      'Weekly pay': 'Pago semanal',
      'Same-day pay': 'Pago el mismo día',
      'Shift differential': 'Pago extra por turno',
      'Overtime available': 'Horas extra disponibles',
      'Tuition reimbursement': 'Reembolso de estudios',
      'Employee discount': 'Descuento de empleado',
      'Flexible schedule': 'Horario flexible',
      'Referral bonus': 'Bono por recomendar',
    },
    relocation: {
      Yes: 'Sí, te mudarías',
      No: 'No te mudarías',
      Maybe: 'Tal vez, por el trabajo indicado',
    },
    perHour: (range) => `${range} / hora`,
    atLeast: (amount) => `Desde ${amount}`,
    upTo: (amount) => `Hasta ${amount}`,
    lessThanAYear: 'Menos de un año',
    years: (years) => `${years} ${plural('es-US', years, { one: 'año', other: 'años' })}`,
    miles: (miles) => `${miles} ${plural('es-US', miles, { one: 'milla', other: 'millas' })}`,
    minutes: (minutes) =>
      `${minutes} ${plural('es-US', minutes, { one: 'minuto', other: 'minutos' })}`,
  },

  request: {
    heading: 'Pedir cambios en tus preferencias',
    intro:
      'Tus preferencias no se pueden editar aquí. Dinos qué hay que cambiar y nuestro equipo las actualiza.',
    label: '¿Qué quieres cambiar?',
    counter: (length, max) => `${length}/${max} caracteres`,
    turnaround: 'Normalmente respondemos en 24 a 48 horas.',
    submit: 'Enviar solicitud',
    submitHint: 'Abre tu app de correo con tu solicitud ya escrita.',
  },
}
