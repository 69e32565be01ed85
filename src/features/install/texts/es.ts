import type { InstallTexts } from '../install-texts'

/** Installing the app, in US Spanish. */
export const installTextsEs: InstallTexts = {
  heading: (product) => `Instala ${product} en este teléfono`,
  text: 'Abre tus solicitudes desde la pantalla de inicio como cualquier otra app, aunque no tengas señal.',
  install: 'Instalar',
  installSuffix: (product) => ` ${product}`,
  notNow: 'Ahora no',
  notNowSuffix: ' (no instalar)',
  later:
    'Puedes instalar la app más tarde desde el menú del navegador: busca Instalar app o Agregar a la pantalla de inicio.',
  laterHeading: 'Tal vez después',

  ios: {
    heading: (product) => `Agrega ${product} a tu pantalla de inicio`,
    text: 'Abre tus solicitudes desde la pantalla de inicio como cualquier otra app, aunque no tengas señal, y recibe notificaciones.',
    iconAlt: (product) => `El ícono de la app ${product}`,
    steps: {
      share: 'Toca Compartir en la barra del navegador.',
      add: 'Baja y elige Agregar a inicio.',
      confirm: 'Toca Agregar.',
    },
    stepsLabel: 'Cómo agregarla',
  },
}
