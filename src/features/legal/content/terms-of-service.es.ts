import { appConfig } from '@/shared/config'
import {
  email,
  LAST_UPDATED_ES,
  list,
  p,
  page,
  see,
  strong,
  term,
  type LegalDocument,
} from './legal-document'

/*
 * The US Spanish translation of terms-of-service.ts, clause for clause: same sections, ids,
 * links and addresses (legal-content-es.test.ts checks it). Addressed with tú, as the app is.
 * The English original governs; the text says so first.
 */

const P = appConfig.productName
const support = email(appConfig.supportEmail)
const privacy = email(appConfig.privacyEmail)

/** The Terms of Service in US Spanish: the translation of terms-of-service.ts. */
export const termsOfServiceEs: LegalDocument = {
  title: 'Términos del servicio',
  metaDescription: `Las reglas para usar ${P}, el reclutador gratuito con IA para empleos por hora e industriales: requisitos, mensajes de texto, solicitud automática, la entrevista con IA, arbitraje y más.`,
  lastUpdated: LAST_UPDATED_ES,
  governingVersion: [
    'Estos términos son una traducción que ofrecemos para tu comodidad. Si hay alguna diferencia entre esta traducción y la ',
    page('versión en inglés', '/terms', 'en'),
    ', prevalece la versión en inglés.',
  ],
  summary: [
    p(
      `Estos términos son el acuerdo entre tú y ${P} ("${P}" o "nosotros") para el uso del sitio web, la aplicación web, las llamadas, los mensajes de texto y los correos electrónicos de ${P} (en conjunto, el "servicio"). Te pedimos que los leas. Incluyen un `,
      see('acuerdo de arbitraje vinculante y una renuncia a demandas colectivas', 'arbitration'),
      ' que afectan la forma en que se resuelven las disputas entre nosotros.',
    ),
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Aceptación de estos términos',
      blocks: [
        p(
          `Al crear una cuenta, iniciar sesión o usar el servicio de cualquier otra forma, aceptas estos términos y nuestra `,
          page('Política de privacidad', '/privacy-policy'),
          ', que explica cómo recopilamos, usamos y compartimos tu información. Si no estás de acuerdo, no uses el servicio.',
        ),
        p(
          'Si alguna parte del servicio te muestra términos adicionales (por ejemplo, el consentimiento que das cuando terminas tu perfil), esos términos también forman parte de este acuerdo.',
        ),
      ],
    },
    {
      id: 'eligibility',
      heading: 'Quién puede usar el servicio',
      blocks: [
        p(`Para usar ${P}, debes:`),
        list(
          'tener al menos 18 años de edad;',
          'ser residente legal de los Estados Unidos;',
          'tener capacidad legal para celebrar un contrato vinculante; y',
          'no haber sido expulsado del servicio por nosotros anteriormente.',
        ),
        p(
          'El servicio es para personas que buscan trabajo para sí mismas. Solo puedes tener una cuenta, y no puedes crear una cuenta para otra persona.',
        ),
        p(
          'Cumplir los requisitos para usar el servicio no es lo mismo que estar autorizado para trabajar para un empleador en particular. Las agencias de empleo y los empleadores verifican por su cuenta la autorización para trabajar, los requisitos de edad y cualquier otro requisito de contratación.',
        ),
      ],
    },
    {
      id: 'account',
      heading: 'Tu cuenta y el inicio de sesión por mensaje de texto',
      blocks: [
        p(
          'Inicias sesión con tu número de celular de EE. UU. Cada vez, te enviamos a ese número un mensaje de texto con un código de un solo uso de 6 dígitos, y el código funciona una sola vez y solo durante poco tiempo. No hay contraseña.',
        ),
        list(
          'No compartas tu teléfono ni tus códigos. Cualquier persona que tenga tu teléfono podría iniciar sesión como si fuera tú.',
          `${P} nunca te llamará ni te enviará un mensaje de texto para pedirte un código de inicio de sesión. No compartas ningún código con nadie.`,
          [
            'Avísanos de inmediato en ',
            support,
            ' si pierdes tu teléfono o te lo roban, si cambia tu número o si crees que otra persona ha usado tu cuenta.',
          ],
          'Mantén la información de tu cuenta verdadera, actualizada y completa.',
        ),
        p(
          'Eres responsable de lo que ocurra en tu cuenta, salvo que ocurra porque nosotros mismos no protegimos el servicio.',
        ),
      ],
    },
    {
      id: 'service',
      heading: 'Qué hace el servicio',
      blocks: [
        p(
          `${P} ayuda a las personas que buscan trabajo a encontrar empleos por hora e industriales, como operador de montacargas, ensamblador, surtidor de pedidos y asociado de almacén. Es gratuito para quienes buscan trabajo: nunca te cobramos una tarifa por encontrar empleo. Las empresas que contratan y las agencias de empleo nos pagan cuando colocan a un candidato.`,
        ),
        p('Cuando usas el servicio:'),
        list(
          'nos hablas de ti y, si quieres, subes un currículum (el currículum es opcional);',
          'nuestro reclutador de IA te entrevista, por una llamada web en tu navegador o por una llamada telefónica;',
          'convertimos tu entrevista y tu perfil en preferencias de empleo y en un resumen de tu perfil;',
          'buscamos empleos que coincidan contigo y los marcamos como coincidencias altas o buenas coincidencias;',
          'te postulamos en tu nombre a los empleos que tienen una coincidencia alta contigo;',
          'presentamos tu perfil a nuestra red de agencias de empleo asociadas y les enviamos informes de candidato sobre ti; y',
          'sigues tus solicitudes en tu panel, nos dices qué opinas de cada una y nos pides que cambiemos tus preferencias.',
        ),
        p(
          'Con el tiempo, podemos cambiar, agregar o quitar funciones. Procuramos mantener el servicio disponible, pero a veces puede no estarlo, por ejemplo durante un mantenimiento o una interrupción.',
        ),
      ],
    },
    {
      id: 'no-guarantee',
      heading: 'Lo que no prometemos',
      blocks: [
        p(
          strong('No garantizamos que vayas a conseguir un empleo.'),
          ' Tampoco garantizamos ninguna entrevista, oferta de empleo, tarifa salarial, cantidad de horas, horario, lugar ni duración del trabajo.',
        ),
        list(
          'Las agencias de empleo y los empleadores deciden a quién contactar, entrevistar y contratar, y en qué condiciones. No tomamos decisiones de contratación y no somos tu empleador.',
          'Las coincidencias y sus etiquetas son estimaciones hechas en parte por sistemas automatizados. Pueden ser incorrectas o estar incompletas.',
          'Los detalles de los empleos (como el puesto, el pago, el turno y el lugar) vienen de las agencias y los empleadores. No verificamos todos los detalles, y un empleo puede cubrirse, cambiar o retirarse en cualquier momento.',
          'Enviar tu perfil a un empleo no significa que la agencia o el empleador lo vaya a revisar ni a responder.',
        ),
      ],
    },
    {
      id: 'consent-to-apply-and-share',
      heading: 'Tu consentimiento para la solicitud automática y para compartir tu perfil',
      blocks: [
        p(
          'El servicio funciona postulándote y presentando tu perfil por ti. Al completar tu perfil y la entrevista con IA, nos autorizas a:',
        ),
        list(
          term(
            'Postularte por ti.',
            'Enviar solicitudes en tu nombre a los empleos que nuestro sistema califica como una coincidencia alta con tus preferencias, sin preguntarte antes de cada una.',
          ),
          term(
            'Compartir tu perfil.',
            'Compartir tu perfil, tu currículum, tus datos de contacto, tus preferencias de empleo y los informes de candidato elaborados a partir de tu entrevista con nuestras agencias de empleo asociadas, que pueden compartirlos con los empleadores para los que reclutan, para que puedan considerarte y comunicarse contigo sobre empleos.',
          ),
        ),
        p(
          'Cada empleo al que te postulamos aparece en tu panel y en tus solicitudes. Puedes decirnos que un empleo no es para ti, y puedes pedirnos que cambiemos tus preferencias para que las coincidencias futuras se ajusten mejor a ti.',
        ),
        p(
          'Para que dejemos de enviar solicitudes nuevas y de compartir tu información, elimina tu cuenta (consulta ',
          see('Cierre de tu cuenta', 'termination'),
          '). No podemos retirar las solicitudes ya enviadas ni la información ya compartida con una agencia o un empleador; ellos la conservan y la usan conforme a sus propios términos y políticas de privacidad.',
        ),
        p(
          'Acepta solo un empleo que puedas y quieras hacer. La decisión de aceptar una oferta siempre es tuya.',
        ),
      ],
    },
    {
      id: 'ai-interview',
      heading: 'La entrevista con IA y las grabaciones',
      blocks: [
        p(
          'El entrevistador es un reclutador virtual con IA: un programa de computadora, no una persona. La entrevista dura de 5 a 10 minutos aproximadamente, en tu navegador con tu micrófono o por una llamada telefónica.',
        ),
        p(
          strong('Grabamos la entrevista.'),
          ' Al comenzar la entrevista, aceptas que grabemos el audio, hagamos una transcripción y analicemos ambos con sistemas automatizados, incluidos servicios de IA que nuestros proveedores de servicios operan para nosotros. Los usamos para crear tu perfil y tus preferencias de empleo, para encontrar empleos que coincidan contigo y para redactar los informes de candidato que compartimos con las agencias asociadas, como se describe en nuestra ',
          page('Política de privacidad', '/privacy-policy'),
          '.',
        ),
        list(
          'La IA puede cometer errores. Revisa tu perfil y tus preferencias después de la entrevista y pídenos que corrijamos lo que esté mal.',
          'Responde tú. No dejes que otra persona haga la entrevista por ti.',
          'No compartas información que la entrevista no necesita, como tu número de Seguro Social, tus datos bancarios o tu historial médico.',
          [
            'Si necesitas una adaptación para completar la entrevista, o prefieres que te entrevisten de otra forma, escribe a ',
            support,
            '.',
          ],
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso aceptable',
      blocks: [
        p('Cuando usas el servicio, no debes:'),
        list(
          'dar información falsa, hacerte pasar por otra persona ni usar un número de teléfono que no sea tuyo;',
          'crear más de una cuenta, ni compartir, vender o transferir tu cuenta;',
          'acceder, o intentar acceder, a la cuenta o la información de otra persona;',
          'usar bots, programas de extracción de datos (scrapers) u otros medios automatizados para acceder al servicio o para recopilar información de él;',
          'copiar, modificar, aplicar ingeniería inversa o revender cualquier parte del servicio, salvo en la medida en que la ley lo permita;',
          'interferir con el servicio, eludir su seguridad o sus límites de frecuencia de uso, ni sondearlo en busca de vulnerabilidades;',
          'subir virus u otro código dañino, ni archivos que no sean tu propio currículum;',
          'intentar que el reclutador de IA se comporte de formas para las que no fue diseñado, ni usarlo para otra cosa que no sea tu propia entrevista;',
          'acosar, amenazar o engañar a agencias, empleadores, nuestro personal u otras personas; ni',
          'usar el servicio para hacer publicidad, reclutar para otros o hacer cualquier cosa ilegal.',
        ),
        p(
          'Podemos quitar contenido, limitar funciones o suspender una cuenta que no cumpla estas reglas.',
        ),
      ],
    },
    {
      id: 'your-content',
      heading: 'Tu contenido y la licencia que nos otorgas',
      blocks: [
        p(
          'Tu contenido es lo que nos das: los datos de tu perfil, tu currículum, tus respuestas y grabaciones de la entrevista, tus comentarios sobre los empleos y tus solicitudes de cambio de preferencias. Tú sigues siendo su titular.',
        ),
        p(
          'Nos otorgas una licencia mundial, no exclusiva y libre de regalías para alojar, almacenar, copiar, procesar, analizar y adaptar tu contenido (por ejemplo, para convertirlo en resúmenes, preferencias, puntuaciones de coincidencia e informes de candidato), y para compartirlo con agencias de empleo asociadas y empleadores, en la medida necesaria para operar, proteger y mejorar el servicio como se describe en estos términos y en la ',
          page('Política de privacidad', '/privacy-policy'),
          '. Nuestros proveedores de servicios solo pueden usar esta licencia para trabajar para nosotros.',
        ),
        p(
          'La licencia dura mientras tengas una cuenta y, después, solo durante el tiempo que necesitemos para terminar de eliminar tu contenido, para conservar las copias que exija la ley, o respecto al contenido que ya se compartió con agencias y empleadores antes de que cerraras tu cuenta.',
        ),
        p(
          'Garantizas que tu contenido es exacto, que tienes derecho a dárnoslo y que no infringe la ley ni los derechos de nadie. Si nos envías ideas o sugerencias, podemos usarlas sin pagarte.',
        ),
      ],
    },
    {
      id: 'communications',
      heading: 'Llamadas, mensajes de texto y correos electrónicos',
      blocks: [
        p(
          `Al darnos tu número de celular, aceptas que ${P} te envíe a ese número mensajes, llamadas y mensajes de texto recurrentes generados con IA, incluidas llamadas y mensajes de texto hechos con sistemas de marcación automática y con una voz artificial o pregrabada. Tratan sobre tus códigos de inicio de sesión, tu cuenta, tu entrevista, las coincidencias de empleo, las solicitudes y las novedades del servicio.`,
        ),
        list(
          'La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos.',
          [
            strong('Responde STOP'),
            ' a cualquier mensaje de texto para dejar de recibir nuestros mensajes de texto. Te enviaremos un solo mensaje de texto para confirmarlo.',
          ],
          [strong('Responde HELP'), ' para obtener ayuda, o escribe a ', support, '.'],
          'Si respondes STOP, no podremos enviarte códigos de inicio de sesión por mensaje de texto, así que es posible que no puedas iniciar sesión hasta que respondas START.',
          'Los operadores de telefonía móvil no son responsables de los mensajes retrasados o no entregados.',
          'Si dejas de usar tu número de celular o lo cambias, actualízalo o elimina tu cuenta, para que los mensajes dirigidos a ti no le lleguen a otra persona.',
        ),
        p(
          'También podemos enviarte correos electrónicos. Todo correo electrónico de marketing tiene un enlace para cancelar la suscripción. Mientras tengas una cuenta, es posible que sigamos enviándote correos electrónicos sobre tu cuenta, tus solicitudes y estos términos.',
        ),
        p(
          'Aceptas que podemos entregarte avisos y acuerdos por medios electrónicos, y que los avisos electrónicos valen como avisos por escrito.',
        ),
      ],
    },
    {
      id: 'agencies-and-employers',
      heading: 'Agencias de empleo y empleadores',
      blocks: [
        p(
          `Nuestras agencias de empleo asociadas y los empleadores para los que reclutan son empresas independientes. No son agentes ni empleados de ${P}, y no los controlamos.`,
        ),
        list(
          'Una vez que una agencia o un empleador recibe tu perfil, sus propios términos y su propia política de privacidad rigen la forma en que usa tu información.',
          'Cualquier empleo, pago, prestaciones, impuestos, verificaciones de antecedentes, pruebas de drogas, verificaciones de autorización para trabajar y la seguridad en el lugar de trabajo son asuntos entre tú y la agencia o el empleador.',
          'No somos responsables de lo que las agencias o los empleadores hagan o dejen de hacer, de sus ofertas de empleo ni de sus lugares de trabajo. Una disputa con alguno de ellos es entre tú y ellos.',
        ),
        p(
          'Avísanos en ',
          support,
          ' si una agencia o un empleador te trata injustamente o te pide dinero. Nadie debería cobrarte una tarifa por conseguir un empleo a través del servicio. Podemos dejar de trabajar con un socio que no cumpla nuestras reglas.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Nuestra propiedad intelectual',
      blocks: [
        p(
          `El servicio, incluidos su software, su reclutador de IA, su diseño, sus textos, sus gráficos y el nombre y el logotipo de ${P}, pertenece a ${P} o a sus licenciantes y está protegido por las leyes de propiedad intelectual. Tu contenido no es nuestro; consulta `,
          see('Tu contenido y la licencia que nos otorgas', 'your-content'),
          '.',
        ),
        p(
          'Te otorgamos una licencia personal, limitada, no exclusiva, intransferible y revocable para usar el servicio en tu propia búsqueda de empleo, según lo permiten estos términos. Nos reservamos todos los demás derechos.',
        ),
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Exenciones de responsabilidad',
      blocks: [
        p(
          strong('El servicio se ofrece "tal cual" y "según disponibilidad".'),
          ' En la máxima medida que permita la ley, excluimos toda garantía, expresa o implícita, incluidas las garantías de comerciabilidad, idoneidad para un fin determinado, titularidad y no infracción.',
        ),
        p(
          'No garantizamos que el servicio funcione sin interrupciones, de forma segura o sin errores, que las coincidencias, los resultados de la IA o la información de los empleos sean exactos o completos, ni que alguna agencia o algún empleador vaya a contactarte o contratarte.',
        ),
        p(
          'Algunos estados no permiten excluir ciertas garantías. En esos estados, las exclusiones anteriores se aplican solo en la medida en que la ley lo permita.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitación de responsabilidad',
      blocks: [
        p(
          `En la máxima medida que permita la ley, ni ${P} ni sus afiliadas, directivos, empleados o agentes serán responsables de ningún daño indirecto, incidental, especial, consecuente, ejemplar o punitivo, ni de la pérdida de salarios, de oportunidades de empleo, de ganancias o de datos, que surja del servicio o de estos términos o que esté relacionado con ellos, aunque se nos haya advertido que eran posibles.`,
        ),
        p(
          strong(
            `En la máxima medida que permita la ley, la responsabilidad total de ${P} por todos los reclamos que surjan del servicio o de estos términos o que estén relacionados con ellos se limita a $100 (cien dólares estadounidenses).`,
          ),
          ' El servicio es gratuito para quienes buscan trabajo, y este límite lo refleja.',
        ),
        p(
          'Estos límites no se aplican a la responsabilidad que la ley no permite limitar, como la responsabilidad por fraude o, en algunos estados, por negligencia grave o conducta dolosa.',
        ),
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnización',
      blocks: [
        p(
          `En la medida en que la ley lo permita, aceptas defender, indemnizar y eximir de responsabilidad a ${P} y a sus afiliadas, directivos, empleados y agentes frente a los reclamos, pérdidas y costos (incluidos honorarios razonables de abogados) presentados por terceros que surjan de tu incumplimiento de estos términos, de tu contenido o de tu violación de la ley o de los derechos de otra persona.`,
        ),
        p(
          'Te informaremos de un reclamo de ese tipo, y podemos optar por encargarnos nosotros mismos de la defensa. Si lo hacemos, aceptas cooperar con nosotros.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: 'Cierre de tu cuenta',
      blocks: [
        p(
          'Puedes eliminar tu cuenta en cualquier momento desde tu perfil o escribiendo a ',
          support,
          '. Cuando eliminas tu cuenta:',
        ),
        list(
          'dejamos de postularte a empleos y de presentar tu perfil a las agencias;',
          'se cierra tu sesión; y',
          [
            'eliminamos o desidentificamos tu información como se describe en la ',
            page('Política de privacidad', '/privacy-policy'),
            ', salvo la que la ley nos obligue a conservar.',
          ],
        ),
        p(
          'Las solicitudes ya enviadas y la información ya compartida con agencias y empleadores se quedan con ellos, conforme a sus propias políticas.',
        ),
        p(
          'Podemos suspender o cerrar tu cuenta si no cumples estos términos, si no reúnes los requisitos, si tu cuenta pone en riesgo a otras personas o al servicio, si la ley lo exige o si dejamos de ofrecer el servicio. Cuando sea razonable, te avisaremos antes.',
        ),
        p(
          'Las partes de estos términos que por su naturaleza deban seguir vigentes después del cierre de tu cuenta seguirán vigentes, incluidas las secciones sobre tu contenido, las exenciones de responsabilidad, la limitación de responsabilidad, la indemnización, la ley aplicable y el arbitraje.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Ley aplicable',
      blocks: [
        p(
          'Estos términos y cualquier disputa entre tú y nosotros se rigen por las leyes del estado de Washington y por la ley federal de EE. UU. aplicable, sin tener en cuenta las normas sobre conflicto de leyes. La Ley Federal de Arbitraje (Federal Arbitration Act) rige el acuerdo de arbitraje que aparece más abajo.',
        ),
        p(
          'Si una disputa se lleva a los tribunales en lugar de a arbitraje, solo podrán conocer de ella los tribunales estatales o federales ubicados en el condado de King, Washington, y tú y nosotros aceptamos la jurisdicción de esos tribunales.',
        ),
      ],
    },
    {
      id: 'arbitration',
      heading: 'Arbitraje vinculante y renuncia a demandas colectivas',
      blocks: [
        p(
          strong(
            'Lee esta sección con atención. Significa que tú y nosotros resolveremos la mayoría de las disputas mediante arbitraje individual vinculante, no en los tribunales, y que renuncias al derecho a un juicio con jurado y a participar en una demanda colectiva.',
          ),
        ),
      ],
      subsections: [
        {
          id: 'informal-resolution',
          heading: 'Primero, intenta resolverlo de manera informal',
          blocks: [
            p(
              'Antes de iniciar un arbitraje, escribe a ',
              support,
              ' con tu nombre, tu número de celular, una descripción de la disputa y lo que quieres. Nosotros haremos lo mismo si tenemos una disputa contigo. Tú y nosotros intentaremos de buena fe resolverla en un plazo de 60 días.',
            ),
          ],
        },
        {
          id: 'agreement-to-arbitrate',
          heading: 'Acuerdo de arbitraje',
          blocks: [
            p(
              'Salvo lo que se indica más abajo, cualquier disputa, reclamo o controversia que surja de estos términos o del servicio, o que esté relacionada con ellos, se resolverá mediante arbitraje vinculante administrado por la American Arbitration Association (AAA, Asociación Americana de Arbitraje) conforme a sus Consumer Arbitration Rules (Reglas de Arbitraje para Consumidores), ante un solo árbitro. El árbitro decide todas las cuestiones, incluida la de si una disputa debe someterse a arbitraje, salvo lo que se establece en la renuncia a demandas colectivas que aparece más abajo.',
            ),
            p(
              strong('La sede del arbitraje es Seattle, Washington.'),
              ' Puedes optar por participar por teléfono o por video, o por que el arbitraje se decida con base en presentaciones escritas. Si se necesita una audiencia en persona, puede celebrarse en el condado donde vives, si lo pides.',
            ),
            p(
              'Pagaremos las tarifas del arbitraje que las Consumer Arbitration Rules de la AAA asignan a la empresa. El árbitro puede otorgarte, a título individual, cualquier reparación que podría otorgarte un tribunal.',
            ),
          ],
        },
        {
          id: 'small-claims',
          heading: 'Reclamos menores y otras excepciones',
          blocks: [
            list(
              'Cualquiera de nosotros puede, en cambio, presentar un reclamo individual ante un tribunal de reclamos menores, siempre que reúna los requisitos y permanezca allí.',
              'Cualquiera de nosotros puede pedir a un tribunal que detenga la infracción o el uso indebido de la propiedad intelectual, o el acceso no autorizado al servicio.',
            ),
          ],
        },
        {
          id: 'class-action-waiver',
          heading: 'Renuncia a demandas colectivas y a juicio con jurado',
          blocks: [
            p(
              strong(
                'Tú y nosotros solo podemos presentar reclamos el uno contra el otro de forma individual, y no como demandante ni como miembro del grupo en ninguna demanda colectiva (class action) ni en ningún procedimiento colectivo, acumulado o representativo.',
              ),
              ' El árbitro no puede combinar los reclamos de más de una persona. Si un tribunal decide que esta renuncia no puede hacerse cumplir respecto a un reclamo, ese reclamo se decidirá en los tribunales, no en arbitraje. Tú y nosotros renunciamos a cualquier derecho a un juicio con jurado para los reclamos que abarca esta sección.',
            ),
          ],
        },
        {
          id: 'arbitration-opt-out',
          heading: 'Cómo excluirte del arbitraje',
          blocks: [
            p(
              'Puedes excluirte de este acuerdo de arbitraje dentro de los 30 días siguientes a la fecha en que aceptes estos términos por primera vez, escribiendo a ',
              support,
              ' con el asunto "Arbitration opt-out" (exclusión del arbitraje), tu nombre y tu número de celular. Excluirte no afecta el resto de estos términos.',
            ),
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a estos términos',
      blocks: [
        p(
          'Es posible que actualicemos estos términos de vez en cuando. Cuando lo hagamos, cambiaremos la fecha de "Última actualización" que aparece al principio. Si un cambio es importante, también te avisaremos por mensaje de texto, por correo electrónico o mediante un aviso en la aplicación antes de que entre en vigor.',
        ),
        p(
          'Si sigues usando el servicio después de que un cambio entre en vigor, se aplicarán los nuevos términos. Si no estás de acuerdo, elimina tu cuenta. Un cambio a la sección de arbitraje no se aplica a una disputa que ya conocíamos antes del cambio.',
        ),
      ],
    },
    {
      id: 'general',
      heading: 'Disposiciones generales',
      blocks: [
        list(
          'Estos términos y la Política de privacidad constituyen el acuerdo completo entre tú y nosotros sobre el servicio.',
          'Si un tribunal determina que una parte de estos términos no puede hacerse cumplir, el resto sigue vigente.',
          'Si no hacemos cumplir una parte de estos términos de inmediato, no renunciamos al derecho de hacerla cumplir más adelante.',
          'No puedes transferir tus derechos conforme a estos términos. Nosotros sí podemos transferir los nuestros, por ejemplo, en una fusión o en la venta de nuestro negocio.',
          'No somos responsables de los retrasos o incumplimientos causados por hechos fuera de nuestro control razonable.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contáctanos',
      blocks: [
        p('Preguntas sobre estos términos o sobre el servicio: ', support, '.'),
        p('Preguntas sobre tu privacidad o tu información: ', privacy, '.'),
      ],
    },
  ],
}
