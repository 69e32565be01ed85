import { appConfig } from '@/shared/config'
import { plural } from '@/shared/i18n/plural'
import {
  configuredDays,
  email,
  LAST_UPDATED_ES,
  link,
  list,
  p,
  page,
  see,
  term,
  type LegalDocument,
  type LegalRecord,
} from './legal-document'

/*
 * The US Spanish translation of privacy-policy.ts, clause for clause: same sections, ids,
 * links and addresses (legal-content-es.test.ts checks it). Addressed with tú, as the app is.
 * The English original governs; the text says so first.
 */

const P = appConfig.productName
const privacy = email(appConfig.privacyEmail)
const support = email(appConfig.supportEmail)

const NO = 'No.'

/** RECORDING_RETENTION_DAYS, as the server states it: '30 días'. */
const recordingDays = configuredDays(
  'recordingRetentionDays',
  (count) => `${count} ${plural('es-US', count, { one: 'día', other: 'días' })}`,
  'un número limitado de días',
)

/** California: what we collect, where from, to whom we disclose it, and whether it is sold or shared. */
const californiaCategories: LegalRecord[] = [
  {
    title: 'Identificadores',
    fields: [
      {
        label: 'Ejemplos',
        value: [
          'Nombre, número de celular, dirección de correo electrónico, ID de cuenta, dirección IP, ID de dispositivo, ID de cookies e ID de publicidad móvil.',
        ],
      },
      {
        label: 'Fuentes',
        value: ['Tú, tu dispositivo, los proveedores de servicios y los socios publicitarios.'],
      },
      {
        label: 'Divulgada con un fin empresarial a',
        value: [
          'Agencias de empleo asociadas y empleadores, proveedores de servicios, afiliadas, asesores profesionales y, cuando se exige, las autoridades.',
        ],
      },
      {
        label: 'Vendida o compartida para publicidad dirigida',
        value: [
          'Sí: dirección IP, ID de cookies, ID de dispositivo e ID de publicidad móvil, a socios publicitarios. Nunca tu nombre, tu número de celular ni tu dirección de correo electrónico.',
        ],
      },
    ],
  },
  {
    title: 'Registros de clientes',
    fields: [
      {
        label: 'Ejemplos',
        value: [
          'Nombre, número de celular, dirección de correo electrónico, historial laboral, educación y habilidades.',
        ],
      },
      { label: 'Fuentes', value: ['Tú y tu currículum.'] },
      {
        label: 'Divulgada con un fin empresarial a',
        value: [
          'Agencias de empleo asociadas y empleadores, proveedores de servicios y afiliadas.',
        ],
      },
      { label: 'Vendida o compartida para publicidad dirigida', value: [NO] },
    ],
  },
  {
    title: 'Características de clasificaciones protegidas',
    fields: [
      {
        label: 'Ejemplos',
        value: [
          'Tu confirmación de que tienes 18 años o más, y cualquier característica de ese tipo (por ejemplo, tu condición de veterano o una discapacidad) que decidas mencionar en tu currículum o en tu entrevista.',
        ],
      },
      { label: 'Fuentes', value: ['Tú.'] },
      {
        label: 'Divulgada con un fin empresarial a',
        value: [
          'Proveedores de servicios y, como parte de tu perfil, agencias de empleo asociadas y empleadores.',
        ],
      },
      { label: 'Vendida o compartida para publicidad dirigida', value: [NO] },
    ],
  },
  {
    title: 'Actividad en internet o en otras redes electrónicas',
    fields: [
      {
        label: 'Ejemplos',
        value: [
          'Las páginas y pantallas que ves, los botones que tocas, cómo llegaste al servicio y tus interacciones con nuestros anuncios.',
        ],
      },
      {
        label: 'Fuentes',
        value: ['Tu dispositivo, nuestros proveedores de analítica y los socios publicitarios.'],
      },
      {
        label: 'Divulgada con un fin empresarial a',
        value: ['Proveedores de servicios y afiliadas.'],
      },
      {
        label: 'Vendida o compartida para publicidad dirigida',
        value: ['Sí, a socios publicitarios.'],
      },
    ],
  },
  {
    title: 'Datos de geolocalización',
    fields: [
      {
        label: 'Ejemplos',
        value: [
          'La ciudad o zona que nos indicas, y una ubicación aproximada que se deduce de tu dirección IP. No recopilamos tu geolocalización precisa.',
        ],
      },
      { label: 'Fuentes', value: ['Tú y tu dispositivo.'] },
      {
        label: 'Divulgada con un fin empresarial a',
        value: [
          'Agencias de empleo asociadas y empleadores (solo tu ciudad o zona), proveedores de servicios y afiliadas.',
        ],
      },
      {
        label: 'Vendida o compartida para publicidad dirigida',
        value: [
          'Sí: la ubicación aproximada que se deduce de tu dirección IP, a socios publicitarios.',
        ],
      },
    ],
  },
  {
    title: 'Información de audio y electrónica',
    fields: [
      {
        label: 'Ejemplos',
        value: ['Grabaciones de tu entrevista con IA y de las llamadas con nosotros.'],
      },
      { label: 'Fuentes', value: ['Tú.'] },
      {
        label: 'Divulgada con un fin empresarial a',
        value: [
          'Proveedores de servicios (como los de conversión de voz a texto y de IA) y afiliadas. Las agencias reciben informes y resúmenes elaborados a partir de tu entrevista.',
        ],
      },
      { label: 'Vendida o compartida para publicidad dirigida', value: [NO] },
    ],
  },
  {
    title: 'Información profesional o relacionada con el empleo',
    fields: [
      {
        label: 'Ejemplos',
        value: [
          'Historial laboral, habilidades, certificaciones (como una certificación de operador de montacargas), educación, preferencias de empleo, expectativas de pago, disponibilidad, solicitudes y su estado, y comentarios de agencias y empleadores.',
        ],
      },
      {
        label: 'Fuentes',
        value: [
          'Tú, tu currículum, tu entrevista, las agencias de empleo asociadas y los empleadores.',
        ],
      },
      {
        label: 'Divulgada con un fin empresarial a',
        value: [
          'Agencias de empleo asociadas y empleadores, proveedores de servicios y afiliadas.',
        ],
      },
      { label: 'Vendida o compartida para publicidad dirigida', value: [NO] },
    ],
  },
  {
    title: 'Inferencias',
    fields: [
      {
        label: 'Ejemplos',
        value: [
          'Las preferencias de empleo que extraemos de tu entrevista, las puntuaciones de coincidencia y los resúmenes de tu perfil y de los informes de candidato.',
        ],
      },
      {
        label: 'Fuentes',
        value: ['Las creamos nosotros a partir de la demás información de esta lista.'],
      },
      {
        label: 'Divulgada con un fin empresarial a',
        value: [
          'Agencias de empleo asociadas y empleadores, proveedores de servicios y afiliadas.',
        ],
      },
      { label: 'Vendida o compartida para publicidad dirigida', value: [NO] },
    ],
  },
  {
    title: 'Información personal sensible',
    fields: [
      {
        label: 'Ejemplos',
        value: [
          'Ciudadanía o situación migratoria, cuando confirmas que eres residente legal de los Estados Unidos o nos hablas de tu autorización para trabajar, y cualquier dato de salud u otro dato sensible que decidas mencionar.',
        ],
      },
      { label: 'Fuentes', value: ['Tú.'] },
      {
        label: 'Divulgada con un fin empresarial a',
        value: [
          'Proveedores de servicios y, cuando es relevante para un empleo, agencias de empleo asociadas y empleadores.',
        ],
      },
      { label: 'Vendida o compartida para publicidad dirigida', value: [NO] },
    ],
  },
]

/** The Privacy Policy in US Spanish: the translation of privacy-policy.ts. */
export const privacyPolicyEs: LegalDocument = {
  title: 'Política de privacidad',
  metaDescription: `Cómo ${P} recopila, usa y comparte la información de las personas que buscan trabajo, incluidas las grabaciones de la entrevista con IA, y las opciones y los derechos de privacidad que te dan las leyes estatales de EE. UU.`,
  lastUpdated: LAST_UPDATED_ES,
  governingVersion: [
    'Esta política de privacidad es una traducción que ofrecemos para tu comodidad. Si hay alguna diferencia entre esta traducción y la ',
    page('versión en inglés', '/privacy-policy', 'en'),
    ', prevalece la versión en inglés.',
  ],
  summary: [
    p(
      `Esta política explica qué información recopila ${P} ("${P}" o "nosotros") sobre las personas que buscan trabajo, cómo la usamos, con quién la compartimos y qué opciones y derechos tienes. Abarca el sitio web y la aplicación web de ${P}, y las llamadas, los mensajes de texto y los correos electrónicos que enviamos (en conjunto, el "servicio").`,
    ),
    p('En resumen:'),
    list(
      'Compartimos tu perfil con nuestras agencias de empleo asociadas y con los empleadores con los que trabajan. Ayudarles a considerarte para empleos es la razón de ser del servicio.',
      'Grabamos y analizamos tu entrevista con IA para conocer tus preferencias de empleo y para describirte ante las agencias.',
      'No vendemos tu información a cambio de dinero. Sí permitimos que socios publicitarios recopilen información de tu dispositivo y de uso para mostrar publicidad dirigida, lo que algunas leyes estatales llaman "venta" o "compartir". Puedes excluirte de esto.',
      ['Puedes pedir ver, corregir o eliminar tu información escribiendo a ', privacy, '.'],
    ),
  ],
  sections: [
    {
      id: 'scope',
      heading: 'Quiénes somos y qué abarca esta política',
      blocks: [
        p(
          `${P} es un servicio gratuito que ayuda a personas en los Estados Unidos a encontrar empleos por hora e industriales. Las empresas que contratan y las agencias de empleo nos pagan cuando colocan a un candidato. Esta política se aplica a la información sobre las personas que buscan trabajo y usan el servicio. También se aplican los `,
          page('Términos del servicio', '/terms'),
          '.',
        ),
        p(
          'Las agencias de empleo y los empleadores que reciben tu información de nuestra parte la usan conforme a sus propias políticas de privacidad. Esta política no abarca lo que ellos hagan con ella.',
        ),
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Información que recopilamos',
      blocks: [p('Recopilamos la siguiente información sobre ti.')],
      subsections: [
        {
          id: 'contact-information',
          heading: 'Información de contacto',
          blocks: [
            p(
              'Tu nombre y apellido, tu número de celular y tu dirección de correo electrónico, y los códigos de un solo uso que te enviamos por mensaje de texto para que inicies sesión.',
            ),
          ],
        },
        {
          id: 'profile-and-resume',
          heading: 'Perfil y currículum',
          blocks: [
            p(
              'Lo que nos dices en tu perfil, como los empleos que buscas, dónde vives y un texto "sobre mí", y tu currículum si subes uno, con lo que contiene: historial laboral, habilidades, certificaciones y educación. También guardamos los comentarios que nos das sobre los empleos, tus solicitudes de cambio de preferencias y, si eliminas tu cuenta, el motivo que elijas.',
            ),
          ],
        },
        {
          id: 'interview-audio-and-transcripts',
          heading: 'Audio y transcripciones de la entrevista',
          blocks: [
            p(
              'Cuando el reclutador de IA te entrevista, por llamada web o por llamada telefónica, grabamos el audio y hacemos una transcripción. También guardamos lo que aprendemos de ellos: tu experiencia, tu disponibilidad, tus preferencias de turno y de pago, tu trayecto al trabajo y cualquier otra cosa que le digas al reclutador. No usamos tu voz para identificarte ni creamos huellas de voz.',
            ),
          ],
        },
        {
          id: 'job-preferences',
          heading: 'Preferencias de empleo y coincidencias',
          blocks: [
            p(
              'Las preferencias de empleo que extraemos de tu entrevista y de tu perfil, tus puntuaciones de coincidencia, los empleos a los que te postulamos, y el estado y los comentarios que las agencias y los empleadores nos envían sobre tus solicitudes.',
            ),
          ],
        },
        {
          id: 'device-and-usage',
          heading: 'Información del dispositivo y de uso',
          blocks: [
            p(
              'Cuando usas el servicio, nosotros y nuestros proveedores recopilamos automáticamente tu dirección IP, la ubicación aproximada que se deduce de ella, el tipo de navegador y de dispositivo, el sistema operativo, un ID de dispositivo que guarda la aplicación, el ID de publicidad móvil cuando está disponible, las páginas y pantallas que ves, lo que tocas, la página que te trajo a nosotros, fechas y horas, y registros de errores y de diagnóstico. En el caso de los mensajes de texto y las llamadas, guardamos el estado de entrega, las horas y la duración de las llamadas.',
            ),
          ],
        },
        {
          id: 'cookies-and-analytics',
          heading: 'Cookies y analítica',
          blocks: [
            p(
              'Usamos cookies, almacenamiento local y tecnologías similares para mantener tu sesión iniciada, recordar tu configuración, permitir que la aplicación funcione sin conexión, entender cómo se usa el servicio (analítica) y medir nuestra publicidad. Los socios publicitarios pueden colocar sus propias cookies, píxeles o etiquetas similares para mostrarte nuestros anuncios en otros sitios y aplicaciones y para medirlos. Consulta ',
              see('Tus opciones', 'your-choices'),
              ' para saber cómo limitarlos.',
            ),
          ],
        },
        {
          id: 'information-from-others',
          heading: 'Información que recibimos de otros',
          blocks: [
            list(
              'Agencias de empleo asociadas y empleadores: el estado de las solicitudes, los resultados de entrevistas y contrataciones, y sus comentarios.',
              'Proveedores de servicios: por ejemplo, información sobre la entrega de mensajes de texto y llamadas, y señales de seguridad y de prevención del fraude.',
              'Socios de publicidad y analítica: por ejemplo, qué anuncio o campaña te trajo al servicio.',
            ),
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'Cómo usamos la información',
      blocks: [
        p('Usamos la información que recopilamos para:'),
        list(
          'crear tu cuenta, enviarte tus códigos de inicio de sesión y mantener tu cuenta segura;',
          'realizar la entrevista con IA, transcribirla y analizarla, y crear tu perfil y tus preferencias de empleo;',
          'encontrar empleos que coincidan contigo, marcar las coincidencias altas y las buenas coincidencias, y postularte en tu nombre a los empleos con coincidencia alta;',
          'presentar tu perfil a las agencias de empleo asociadas y enviarles informes de candidato;',
          'enviarte mensajes de texto, llamadas y correos electrónicos sobre tu cuenta, tu entrevista, tus coincidencias y tus solicitudes;',
          'responder a tus preguntas y solicitudes;',
          'entender cómo se usa el servicio y mejorarlo, incluidos nuestro sistema de coincidencias y nuestro reclutador de IA;',
          'anunciar el servicio en otros sitios y aplicaciones y medir qué tan bien funcionan nuestros anuncios;',
          'prevenir el fraude y el abuso, y proteger la seguridad del servicio y de nuestros usuarios;',
          'cumplir con la ley y hacer cumplir nuestros términos; y',
          'cualquier otro fin, con tu consentimiento.',
        ),
        p(
          'Nuestro sistema de coincidencias usa procesamiento automatizado para clasificar los empleos y decidir a cuáles postularte en tu nombre. Son las agencias y los empleadores, no nuestro software, quienes deciden a quién contratar. También podemos crear información agregada o desidentificada que ya no te identifique, y usarla para cualquier fin lícito.',
        ),
      ],
    },
    {
      id: 'how-we-share-information',
      heading: 'Cómo compartimos la información',
      blocks: [
        p('Compartimos información sobre ti con:'),
        list(
          term(
            'Agencias de empleo asociadas y empleadores.',
            'Tu perfil, tu currículum, tus datos de contacto, tus preferencias de empleo y los informes de candidato elaborados a partir de tu entrevista, para que puedan considerarte para empleos y comunicarse contigo. Las agencias pueden pasarlos a los empleadores para los que reclutan.',
          ),
          term(
            'Proveedores de servicios.',
            'Empresas que trabajan para nosotros, como las de alojamiento y almacenamiento de datos, operadores de mensajes de texto y de telefonía, proveedores de conversión de voz a texto y de IA, envío de correos electrónicos, analítica, atención al cliente y seguridad. Solo pueden usar la información para prestarnos sus servicios.',
          ),
          term(
            'Socios publicitarios.',
            'Redes y plataformas de publicidad que reciben información del dispositivo y de uso mediante cookies y tecnologías similares, para mostrarte nuestros anuncios en otros lugares y medirlos. Nunca les damos tu currículum, las grabaciones de tu entrevista ni sus transcripciones.',
          ),
          term(
            'Empresas afiliadas.',
            `Las que comparten con ${P} la misma propiedad o el mismo control.`,
          ),
          term(
            'Asesores profesionales.',
            'Abogados, contadores, auditores, aseguradoras y bancos, cuando necesitamos su asesoría o sus servicios.',
          ),
          term(
            'Autoridades y otros, cuando la ley lo exige o para proteger a las personas.',
            'Autoridades policiales, agencias gubernamentales, tribunales y otros, cuando creemos que la ley, una citación judicial u otro proceso legal lo exige, o para proteger los derechos, los bienes o la seguridad tuya, nuestra o de otras personas, y para prevenir el fraude.',
          ),
          term(
            'Cesionarios de una operación empresarial.',
            'Compradores, inversionistas o sucesores, y sus asesores, en una fusión, adquisición, financiamiento, reorganización, quiebra o venta de la totalidad o de parte de nuestro negocio, incluso mientras se evalúa una operación de ese tipo.',
          ),
          term('Otros, con tu consentimiento.', 'Cuando nos lo pidas o aceptes que lo hagamos.'),
        ),
      ],
    },
    {
      id: 'your-choices',
      heading: 'Tus opciones',
      blocks: [
        list(
          term(
            'Configuración de la cuenta.',
            'Puedes ver tu perfil y tus preferencias en la aplicación, editar tus datos, pedirnos que cambiemos tus preferencias y eliminar tu cuenta desde tu perfil.',
          ),
          term(
            'Mensajes de texto.',
            'Responde STOP a cualquier mensaje de texto para dejar de recibir mensajes de texto; responde HELP para obtener ayuda. Sin mensajes de texto, no podemos enviarte códigos de inicio de sesión.',
          ),
          term(
            'Correo electrónico.',
            'Usa el enlace para cancelar la suscripción que aparece en cualquier correo electrónico de marketing. Es posible que sigamos enviándote correos electrónicos sobre tu cuenta y tus solicitudes.',
          ),
          term(
            'Do Not Track (no rastrear).',
            'Algunos navegadores envían señales de Do Not Track. No existe un estándar común para ellas, por lo que el servicio no responde a las señales de Do Not Track. Cuando la ley estatal lo exige, tratamos una señal de Global Privacy Control (control global de privacidad) como una solicitud para excluirte de las ventas y de la publicidad dirigida en ese navegador.',
          ),
          term(
            'Cookies.',
            'La mayoría de los navegadores te permiten bloquear o borrar las cookies y los datos de los sitios. Limitaciones: si lo haces, es posible que se cierre tu sesión y que algunas partes del servicio, como el uso sin conexión, no funcionen; tu elección se aplica solo a ese navegador y a ese dispositivo; y bloquear las cookies no detiene todas las tecnologías similares.',
          ),
          term('Herramientas para excluirte de la publicidad.', [
            'Puedes excluirte de los anuncios dirigidos de las empresas que participan en la ',
            link(
              'herramienta de exclusión de la Network Advertising Initiative',
              'https://optout.networkadvertising.org/',
            ),
            ' y en la ',
            link(
              'herramienta WebChoices de la Digital Advertising Alliance',
              'https://optout.aboutads.info/',
            ),
            '. Estas herramientas funcionan por navegador y solo con las empresas participantes, y seguirás viendo anuncios que no son dirigidos.',
          ]),
          term(
            'ID de publicidad móvil.',
            'En iPhone, ve a Configuración > Privacidad y seguridad > Rastreo y desactiva "Permitir que las apps soliciten rastrearte" (si tu teléfono está en inglés: Settings > Privacy & Security > Tracking, "Allow Apps to Request to Track"). En Android, ve a Configuración > Google > Anuncios (o Configuración > Privacidad > Anuncios) y borra o restablece tu ID de publicidad.',
          ),
          term('Derechos de privacidad.', [
            'Según dónde vivas, tienes los derechos que se describen en ',
            see('Tus derechos de privacidad según tu estado de EE. UU.', 'state-privacy-rights'),
            '.',
          ]),
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo conservamos la información',
      blocks: [
        p(
          'Conservamos la información durante el tiempo que la necesitamos para los fines de esta política. Ese tiempo depende de si aún tienes una cuenta, de qué información se trata, de qué tan sensible es y de lo que exige la ley.',
        ),
        list(
          [
            'Grabaciones de tu entrevista con IA: ',
            recordingDays,
            ' después de que termina la entrevista. Luego las eliminamos automáticamente.',
          ],
          'Perfil, currículum, transcripciones de la entrevista y preferencias: mientras tengas una cuenta. Después de que elimines tu cuenta, los eliminamos o desidentificamos en un plazo de 90 días, salvo cuando la ley nos exija conservarlos por más tiempo.',
          'Registros de tu consentimiento para recibir mensajes de texto y llamadas, y de tus solicitudes de exclusión: durante el tiempo que los necesitemos para demostrar que cumplimos con la ley.',
          'Información del dispositivo y de uso: solo mientras sea útil para la analítica, la seguridad y la medición de la publicidad.',
          'Copias de seguridad: la información eliminada puede permanecer en nuestras copias de seguridad durante un tiempo limitado, hasta que se sobrescriban.',
        ),
        p(
          'La información que ya se compartió con agencias de empleo asociadas y empleadores se conserva conforme a sus propias políticas.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Cómo protegemos la información',
      blocks: [
        p(
          'Usamos medidas de protección administrativas, técnicas y físicas para proteger tu información, como el cifrado en tránsito, controles de acceso que limitan quién en nuestro equipo puede ver tu información, códigos de inicio de sesión de un solo uso que vencen, y la vigilancia para detectar abusos.',
        ),
        p(
          'Ningún sistema es perfectamente seguro, por lo que no podemos garantizar la seguridad de tu información. Mantén seguros tu teléfono y tus códigos de inicio de sesión. Si una brecha de seguridad te afecta, te lo informaremos según lo exija la ley.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Dónde procesamos la información',
      blocks: [
        p(
          `${P} tiene oficinas en los Estados Unidos y en la India. Nuestro equipo en la India y algunos proveedores de servicios pueden almacenar tu información o acceder a ella fuera de los Estados Unidos, donde las leyes de privacidad pueden ser distintas de las del lugar donde vives. Cuando transferimos información a otros países, la protegemos como se describe en esta política, mediante contratos y controles de acceso.`,
        ),
        p('El servicio está destinado solo a personas que viven en los Estados Unidos.'),
      ],
    },
    {
      id: 'children',
      heading: 'Menores de edad',
      blocks: [
        p(
          'El servicio no es para menores de 18 años, y no recopilamos a sabiendas información sobre menores de 18 años. Si nos enteramos de que lo hemos hecho, la eliminaremos. Si crees que un menor de 18 años nos ha dado información, escribe a ',
          privacy,
          '.',
        ),
      ],
    },
    {
      id: 'state-privacy-rights',
      heading: 'Tus derechos de privacidad según tu estado de EE. UU.',
      blocks: [
        p(
          'Según el estado en el que vivas (por ejemplo, California, Colorado, Connecticut, Minnesota, Oregón, Texas o Virginia), y sujeto a las excepciones que establece la ley, tienes los siguientes derechos.',
        ),
      ],
      subsections: [
        {
          id: 'your-rights',
          heading: 'Tus derechos',
          blocks: [
            list(
              term(
                'Información.',
                'Derecho a saber qué categorías de información recopilamos, de dónde proviene, por qué la usamos y a quién la divulgamos.',
              ),
              term(
                'Acceso.',
                'Derecho a confirmar si procesamos tu información y a obtener una copia de ella, en un formato portátil cuando la ley lo exija.',
              ),
              term('Eliminación.', 'Derecho a pedirnos que eliminemos la información sobre ti.'),
              term(
                'Corrección.',
                'Derecho a pedirnos que corrijamos la información incorrecta sobre ti.',
              ),
              term(
                'Exclusión de la publicidad dirigida, de las ventas y de la elaboración de perfiles.',
                'Derecho a excluirte de la publicidad dirigida, de la venta de tu información y de la elaboración de perfiles que ayude a tomar decisiones con efectos legales o de importancia similar para ti, como las decisiones sobre oportunidades de empleo.',
              ),
              term(
                'Revocación del consentimiento.',
                'Derecho a retirar el consentimiento que nos hayas dado, por ejemplo, para procesar información sensible. Esto no afecta el procesamiento realizado antes de que lo retiraras.',
              ),
              term(
                'No discriminación.',
                'No te negaremos el servicio, no te cobraremos de manera distinta ni te daremos una calidad de servicio diferente por haber ejercido tus derechos de privacidad.',
              ),
            ),
          ],
        },
        {
          id: 'exercising-your-rights',
          heading: 'Cómo ejercer tus derechos',
          blocks: [
            p(
              'Envía tu solicitud a nuestro buzón de privacidad, ',
              privacy,
              ', con el asunto "Privacy request" (solicitud de privacidad). Indícanos tu nombre, el número de celular de tu cuenta, el estado en el que vives y lo que solicitas. También puedes eliminar tu cuenta directamente desde tu perfil.',
            ),
            p(
              'Para excluirte de la publicidad dirigida y de las ventas, escribe al buzón de privacidad con el asunto "Do not sell or share" (no vender ni compartir), o activa Global Privacy Control en tu navegador.',
            ),
            p(
              'Verificaremos tu identidad antes de actuar, normalmente enviando un código por mensaje de texto al número de celular de tu cuenta. Un agente autorizado puede presentar una solicitud en tu nombre con tu permiso firmado; es posible que te pidamos que lo confirmes. Respondemos en un plazo de 45 días o, dentro de ese plazo, te informamos si necesitamos hasta 45 días más.',
            ),
          ],
        },
        {
          id: 'appeals',
          heading: 'Apelaciones',
          blocks: [
            p(
              'Si rechazamos tu solicitud, puedes apelar dentro de los 45 días siguientes a la fecha en que te comuniquemos nuestra decisión. Escribe a ',
              privacy,
              ' con el asunto "Privacy appeal" (apelación de privacidad) y explica por qué no estás de acuerdo. Responderemos tu apelación por escrito dentro de los 45 días siguientes a su recepción. Si no estás conforme con la respuesta, puedes comunicarte con el fiscal general de tu estado.',
            ),
          ],
        },
      ],
    },
    {
      id: 'california-disclosures',
      heading: 'Divulgaciones de privacidad para California',
      blocks: [
        p(
          'Si vives en California, la Ley de Privacidad del Consumidor de California (California Consumer Privacy Act) te otorga los derechos que se describen en ',
          see('Tus derechos de privacidad según tu estado de EE. UU.', 'state-privacy-rights'),
          '. Esta sección es nuestro aviso en el momento de la recopilación y describe lo que hicimos en los 12 meses anteriores a la fecha que aparece al principio de esta política.',
        ),
      ],
      subsections: [
        {
          id: 'california-categories',
          heading: 'Categorías que recopilamos y divulgamos',
          blocks: [
            {
              kind: 'records',
              label: 'Categorías de información personal',
              records: californiaCategories,
            },
          ],
        },
        {
          id: 'california-sources',
          heading: 'Fuentes',
          blocks: [
            p(
              'Recopilamos información de ti, de tu dispositivo, de las agencias de empleo asociadas y los empleadores, de los proveedores de servicios y de los socios de publicidad y analítica. Consulta ',
              see('Información que recopilamos', 'information-we-collect'),
              '.',
            ),
          ],
        },
        {
          id: 'california-purposes',
          heading: 'Fines',
          blocks: [
            p(
              'Recopilamos, usamos y divulgamos cada categoría para los fines empresariales y comerciales que se indican en ',
              see('Cómo usamos la información', 'how-we-use-information'),
              ': prestar el servicio, encontrar coincidencias y postularte a empleos, presentar tu perfil a las agencias, comunicarnos contigo, la seguridad y la prevención del fraude, mejorar el servicio, la publicidad y el cumplimiento de la ley.',
            ),
          ],
        },
        {
          id: 'california-sold-or-shared',
          heading: 'Información vendida o compartida',
          blocks: [
            p(
              'No vendemos información a cambio de dinero. Sí ponemos identificadores (como los ID de cookies y de dispositivo), la actividad en internet y la ubicación aproximada a disposición de socios publicitarios para publicidad dirigida, lo que la ley de California llama "vender" y "compartir". Puedes excluirte como se describe en ',
              see('Cómo ejercer tus derechos', 'exercising-your-rights'),
              '. No vendemos ni compartimos a sabiendas información sobre menores de 16 años.',
            ),
            p(
              'No divulgamos tu información a terceros para que hagan su propio marketing directo.',
            ),
          ],
        },
        {
          id: 'california-sensitive-information',
          heading: 'Información personal sensible',
          blocks: [
            p(
              'Usamos la información personal sensible solo para prestar el servicio que solicitaste, para mantenerlo seguro y para otros fines que permite la ley de California. No la usamos para inferir características sobre ti, y no la vendemos ni la compartimos.',
            ),
          ],
        },
        {
          id: 'california-retention',
          heading: 'Conservación',
          blocks: [
            p(
              'Conservamos cada categoría como se describe en ',
              see('Cuánto tiempo conservamos la información', 'retention'),
              ': la información de tu cuenta mientras la tengas y hasta 90 días después de que la elimines, y el resto de la información solo durante el tiempo que lo exijan la ley o su finalidad.',
            ),
          ],
        },
      ],
    },
    {
      id: 'oregon-minnesota-third-parties',
      heading: 'Terceros, para residentes de Oregón y Minnesota',
      blocks: [
        p(
          'Si vives en Oregón o Minnesota, estas son las categorías de terceros a los que podemos divulgar datos personales:',
        ),
        list(
          'agencias de empleo asociadas y los empleadores para los que reclutan;',
          'redes de publicidad y plataformas de publicidad;',
          'proveedores de analítica;',
          'afiliadas;',
          'asesores profesionales;',
          'autoridades policiales, agencias gubernamentales y tribunales; y',
          'compradores, inversionistas o sucesores en una transferencia del negocio.',
        ),
        p(
          'También puedes pedirnos una lista de los terceros específicos a los que hemos divulgado tus datos personales, escribiendo a ',
          privacy,
          '.',
        ),
        p(
          'Si vives en Minnesota y una decisión basada en la elaboración de perfiles tuvo un efecto legal o de importancia similar para ti, puedes cuestionar el resultado, saber por qué se tomó, revisar los datos personales que se usaron y, si esos datos eran incorrectos, lograr que se corrijan y que se vuelva a considerar la decisión.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a esta política',
      blocks: [
        p(
          'Es posible que actualicemos esta política de vez en cuando. Cuando lo hagamos, cambiaremos la fecha de "Última actualización" que aparece al principio. Si un cambio es importante, también te avisaremos por mensaje de texto, por correo electrónico o mediante un aviso en la aplicación antes de que entre en vigor.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contáctanos',
      blocks: [
        p('Preguntas y solicitudes sobre privacidad: ', privacy, '.'),
        p('Cualquier otro asunto sobre el servicio: ', support, '.'),
      ],
    },
  ],
}
