/** Lower case, accents removed: for matching keywords in English and Spanish alike. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}
