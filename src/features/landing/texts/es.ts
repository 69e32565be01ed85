import { appConfig } from '@/shared/config'
import type { LandingTexts } from '../landing-texts'

const product = appConfig.productName

export const landingTextsEs: LandingTexts = {
  meta: {
    title: (productName) => `${productName}: deja que la IA encuentre tu próximo trabajo`,
    description:
      'Gratis para quien busca trabajo: una entrevista corta con IA, y te conectamos con trabajos por hora e industriales cerca de ti y aplicamos por ti.',
  },
  page: {
    loading: 'Cargando…',
    needsJavaScript: (productName) =>
      `${productName} necesita JavaScript para funcionar. Actívalo y vuelve a cargar la página.`,
  },
  skipToContent: 'Ir al contenido',
  header: {
    navLabel: 'Secciones de la página',
    // Short: the three share one line on a 360 px phone.
    nav: { hired: 'Contratados', howItWorks: 'Cómo funciona', faq: 'Preguntas' },
  },
  getStarted: 'Empezar',
  hero: {
    eyebrow: 'Trabajos por hora e industriales en EE. UU.',
    title: '¿Tu próximo trabajo?',
    titleAccent: 'Deja que la IA lo encuentre por ti',
    lead: 'Una entrevista corta con nuestro reclutador con IA, desde tu celular. Te conectamos con trabajos de montacargas, almacén, ensamblaje y producción cerca de ti, y aplicamos por ti.',
    note: 'Gratis para quien busca trabajo. No necesitas currículum.',
    trustedBy: 'Con la confianza de',
    trustedWho: 'personas que buscan trabajo',
    matchesHead: 'Tus trabajos de esta semana',
    sampleMatches: [
      {
        title: 'Operador de montacargas',
        place: 'Dallas, TX · $19–22/hora',
        status: 'Muy compatible',
      },
      { title: 'Surtidor de pedidos', place: 'Columbus, OH · $18/hora', status: 'Aplicado' },
      { title: 'Ensamblador', place: 'Louisville, KY · $20/hora', status: 'Entrevista' },
    ],
  },
  otherLanguageOffer: 'Prefer English? Take your interview in English.',
  hired: {
    kicker: 'Gente real, trabajos reales',
    title: 'Contratados',
    intro:
      'Operadores de montacargas, surtidores de pedidos, ensambladores y asociados de almacén encuentran su próximo trabajo con nosotros todos los días.',
    claims: {
      yearlyHires: (year) => `contrataciones en ${year}`,
      hiresPerMonth: 'personas contratadas cada mes',
      jobSeekers: 'personas que buscan trabajo confían en nosotros',
      free: {
        value: '$0',
        label: 'para quien busca trabajo: las empresas pagan cuando contratan',
      },
    },
  },
  carousel: {
    roleDescription: 'carrusel',
    slideRoleDescription: 'diapositiva',
    label: 'Historias de personas contratadas',
    slideLabel: (index, count) => `Testimonio ${index} de ${count}`,
    portraitAlt: (name) => `Retrato de ${name}`,
    roleAndPlace: (role, place) => `${role}, ${place}`,
    previous: 'Testimonio anterior',
    next: 'Testimonio siguiente',
    others: 'Otros testimonios',
    showFrom: (name) => `Ver el testimonio de ${name}`,
  },
  testimonials: {
    marcus: {
      role: 'Operador de montacargas',
      quote:
        'Hice la entrevista en mi celular a la hora del almuerzo. Dos días después tenía una oferta de montacargas en el turno de día, con $3 más por hora.',
    },
    ana: {
      role: 'Surtidora de pedidos',
      quote:
        'Hice toda la entrevista en español y me sentí cómoda desde la primera pregunta. Ahora surto pedidos en un turno que me cuadra con el horario de la escuela de mis hijos.',
    },
    tuan: {
      role: 'Ensamblador',
      quote:
        'Sin currículum, sin problema. El reclutador con IA me preguntó por mis años en la línea y me encontró un trabajo de ensamblaje a diez minutos de mi casa.',
    },
    kayla: {
      role: 'Asociada de almacén',
      quote:
        'Me llegaba un mensaje cada vez que una agencia veía mi perfil. En dos semanas empecé en un almacén en Riverside, y nunca pagué ni un centavo.',
    },
  },
  howItWorks: {
    kicker: 'Tres pasos, unos 10 minutos',
    title: '¿Cómo funciona?',
    steps: [
      {
        title: 'Cuéntanos de ti',
        text: 'Regístrate con tu número de celular y danos lo básico: tu nombre y los trabajos que buscas. No necesitas currículum.',
      },
      {
        title: 'Haz tu entrevista al momento',
        text: 'Habla con nuestro reclutador con IA desde tu celular, en inglés o en español. Toma de 5 a 10 minutos.',
      },
      {
        title: 'Relájate: los trabajos te buscan a ti',
        text: 'Te conectamos con trabajos y aplicamos por ti a los que mejor te quedan. Te mandamos un mensaje cuando pasa algo.',
      },
    ],
  },
  features: {
    kicker: 'Hecho para trabajadores por hora',
    title: (productName) => `Por qué eligen ${productName}`,
    items: {
      network: {
        title: 'Una gran red de agencias',
        text: 'Con un solo perfil llegas a nuestra red de agencias de empleo que contratan en todo EE. UU.',
      },
      match: {
        title: 'Trabajos que sí te quedan',
        text: 'Nuestra IA compara tus habilidades, tu pago y tus turnos con cada vacante, y solo ves trabajos que te quedan.',
      },
      autopilot: {
        title: 'Tu búsqueda en piloto automático',
        text: 'Aplicamos por ti a los trabajos más compatibles. Sin formularios sin fin, sin cartas de presentación.',
      },
      fair: {
        title: 'Contratación sin prejuicios',
        text: 'Todos hacen la misma entrevista y se les evalúa por sus habilidades y experiencia, no por un currículum.',
      },
      clock: {
        title: 'Servicio 24/7',
        text: 'Haz tu entrevista después del turno de noche o un domingo en la mañana. Nuestro reclutador con IA nunca cierra.',
      },
    },
  },
  jobs: {
    kicker: 'Están contratando',
    title: 'Trabajos que te esperan',
    listLabel: 'Trabajos recomendados',
    available: { one: 'trabajo disponible', other: 'trabajos disponibles' },
    more: 'y muchos más ...',
    seeAll: 'Ver todos los trabajos',
  },
  faq: {
    kicker: '¿Preguntas? Tenemos respuestas',
    title: 'Preguntas frecuentes',
    items: [
      {
        question: `¿De verdad ${product} es gratis para quien busca trabajo?`,
        answer: `Sí. ${product} es gratis para quien busca trabajo, hoy y siempre. Las empresas nos pagan solo cuando contratan a alguien a través de nosotros, así que tú nunca pagas nada.`,
      },
      {
        question: '¿Cómo es la entrevista con IA y cuánto dura?',
        answer:
          'Nuestro reclutador con IA habla contigo en la app, o te llama al celular si lo prefieres. Te pregunta por tu experiencia, tus habilidades, los turnos que puedes trabajar y el pago que buscas, como lo haría un reclutador amable. Toma de 5 a 10 minutos.',
      },
      {
        question: '¿Necesito currículum?',
        answer:
          'No. Con tu entrevista basta para armar tu perfil. Si ya tienes un currículum puedes agregarlo (PDF, Word, TXT o HTML, hasta 10 MB), pero no lo necesitas para recibir trabajos.',
      },
      {
        question: '¿Qué tipo de trabajos puedo encontrar?',
        answer:
          'Trabajos por hora e industriales: operador de montacargas, ensamblador, surtidor de pedidos, manejo de materiales, operador de máquinas, asociado de producción, asociado de almacén y más. De tiempo completo, medio tiempo y temporales, en turnos de día, tarde, noche y fin de semana.',
      },
      {
        question: `¿Dónde está disponible ${product} y quién lo puede usar?`,
        answer: `${product} funciona en todo Estados Unidos. Debes tener al menos 18 años y permiso legal para vivir y trabajar en EE. UU.`,
      },
      {
        question: '¿Cómo funcionan las coincidencias y la aplicación automática?',
        answer:
          'Con tu entrevista conocemos tus habilidades, el pago y los turnos que prefieres, y los comparamos con cada trabajo abierto. Los que te quedan se marcan como muy compatibles o compatibles. Aplicamos por ti a los muy compatibles y presentamos tu perfil a nuestras agencias de empleo. Puedes pedir más trabajos como uno que te guste, o descartar uno que no te quede.',
      },
      {
        question: '¿Cómo me entero de las respuestas?',
        answer:
          'Te mandamos un mensaje de texto o una notificación cuando pasa algo, como cuando una agencia revisa tu perfil o avanza tu solicitud. También puedes seguir cada solicitud en tu panel.',
      },
      {
        question: `¿Puedo usar ${product} en español?`,
        answer:
          'Sí. Puedes hacer tu entrevista con IA en español: solo díselo al reclutador al empezar. Muchos de nuestros candidatos hacen la entrevista en español.',
      },
      {
        question: '¿Cómo protegen mis datos? ¿Puedo borrar mi cuenta?',
        answer: `Compartimos tu perfil solo con nuestras agencias de empleo, para encontrarte trabajo. Puedes borrar tu cuenta cuando quieras desde tu perfil, y puedes escribir a ${appConfig.privacyEmail} con cualquier pregunta sobre privacidad. Nuestra Política de privacidad tiene los detalles.`,
      },
    ],
  },
  closing: {
    title: '¿Listo para tu próximo trabajo?',
    text: 'Es gratis, toma unos 10 minutos y puedes empezar ahora mismo desde tu celular.',
  },
  footer: {
    tagline:
      'Trabajos para trabajadores por hora e industriales en todo EE. UU. Gratis para quien busca trabajo.',
    navLabel: 'Avisos legales y contacto',
    terms: 'Términos del servicio',
    privacy: 'Política de privacidad',
    contact: 'Contáctanos',
    rights: (productName) => `© ${productName}. Todos los derechos reservados.`,
  },
}
