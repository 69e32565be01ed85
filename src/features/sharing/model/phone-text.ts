import { formatPhone } from '@/shared/format/phone'

/** A US number as the app writes phones, '(214) 555-0101'; any other as it came. */
export const phoneText = (phone: string): string =>
  /^\+1\d{10}$/.test(phone) ? formatPhone(phone) : phone
