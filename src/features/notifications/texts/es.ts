import type { NotificationsTexts } from '../notifications-texts'

/** Notifications in US Spanish. */
export const notificationsTextsEs: NotificationsTexts = {
  card: {
    heading: 'Recibe un aviso cuando un empleador mueva tu solicitud',
    text: 'Te avisamos en este teléfono en cuanto un empleador revise una solicitud, te pida una entrevista o te haga una oferta.',
    turnOn: 'Activar notificaciones',
    notNow: 'Ahora no',
    notNowSuffix: ' (sin notificaciones)',
    turnedOn:
      'Las notificaciones están activadas en este teléfono. Puedes desactivarlas en tu Perfil.',
    offHeading: 'Las notificaciones están desactivadas',
    offText: 'Puedes activarlas cuando quieras con el interruptor de Notificaciones en tu Perfil.',
    blockedHeading: 'Las notificaciones están bloqueadas',
    blockedText:
      'Este navegador bloquea las notificaciones de este sitio. Para recibirlas, permite las notificaciones en la configuración del sitio (el ícono junto a la dirección web) y luego activa el interruptor en tu Perfil.',
    profileLink: 'Ir a mi Perfil',
    close: 'OK',
    closeSuffix: ', ocultar este mensaje',
  },

  settings: {
    heading: 'Notificaciones',
    label: 'Novedades de tus solicitudes en este teléfono',
    on: 'Recibes un aviso cuando un empleador mueve una de tus solicitudes.',
    off: 'Actívalo para recibir un aviso cuando un empleador mueva una de tus solicitudes.',
    blocked:
      'Este navegador bloquea las notificaciones de este sitio. Permite las notificaciones en la configuración del sitio (el ícono junto a la dirección web) y luego actívalo aquí.',
    unsupported: 'Este navegador no puede mostrar notificaciones.',
    needsInstall:
      'En iPhone y iPad, primero agrega esta app a tu pantalla de inicio (Compartir y luego Agregar a inicio) y después actívalo en la app.',
    checking: 'Revisando este teléfono…',
  },

  failed: 'No pudimos cambiar las notificaciones. Revisa tu conexión e inténtalo de nuevo.',
  refused: 'No se permitieron las notificaciones, así que siguen desactivadas.',
}
