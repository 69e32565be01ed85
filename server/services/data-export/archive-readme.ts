import type { AppLanguage } from '../../../contract/app-language'

/**
 * README.txt of the 'Download my data' archive, in the candidate's language: what each file
 * holds, in short plain words (many readers use a phone and read Spanish first).
 */

export interface ReadmeFacts {
  productName: string
  madeAt: Date
  /** The files the archive holds besides the JSON ones, as written in it. */
  resumeFiles: readonly string[]
  profileImageFile: string | null
  recordingCount: number
  supportEmail: string
}

const dateText = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    // 'long' names the time zone; the server does not know the candidate's, so it says UTC.
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(at)

const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n')

function english(facts: ReadmeFacts): string {
  const files = [
    'profile.json: your profile as you see it in the app, your phone number, your app language and when you joined. It also lists the resumes you uploaded and what we read from them.',
    'preferences.json: the work you are looking for (job types, shifts, place, pay) and where each answer came from: typed by you, said in the interview, or read from your resume.',
    'interview.json: every interview with our AI recruiter: phone or web, dates, each question and your answer as you typed it or as we heard it, and how long you spoke.',
    'applications.json: every job we applied to for you, each status change, and your feedback. Also the jobs that matched you.',
    'agency-reports.json: each report we sent about you to a staffing agency: which agency, when, if it arrived, and the report exactly as sent.',
    'calls.json: each time you agreed to an automated interview call (the words you were shown, the number and when), and the calls you set for later.',
  ]
  if (facts.recordingCount > 0)
    files.push(
      `recordings/: the recordings of your spoken answers we still keep (${facts.recordingCount}).`,
    )
  for (const file of facts.resumeFiles) files.push(`${file}: the resume you uploaded.`)
  if (facts.profileImageFile) files.push(`${facts.profileImageFile}: your profile photo.`)
  return [
    `Your data from ${facts.productName}`,
    `Made on ${dateText(facts.madeAt, 'en-US')}.`,
    '',
    'This folder has everything we keep about you. The .json files are text: open them with any text editor or a web browser.',
    '',
    'What each file is:',
    list(files),
    '',
    `Questions? Write to ${facts.supportEmail}.`,
    '',
  ].join('\n')
}

function spanish(facts: ReadmeFacts): string {
  const files = [
    'profile.json: tu perfil como lo ves en la app, tu número de teléfono, el idioma de la app y cuándo te registraste. También los currículums que subiste y lo que leímos en ellos.',
    'preferences.json: el trabajo que buscas (tipos de trabajo, turnos, lugar, pago) y de dónde salió cada respuesta: lo escribiste tú, lo dijiste en la entrevista o lo leímos en tu currículum.',
    'interview.json: cada entrevista con nuestro reclutador de IA: por teléfono o en la web, fechas, cada pregunta y tu respuesta como la escribiste o como la escuchamos, y cuánto tiempo hablaste.',
    'applications.json: cada trabajo al que te postulamos, cada cambio de estado y tus comentarios. También los trabajos que coinciden contigo.',
    'agency-reports.json: cada informe sobre ti que enviamos a una agencia de empleo: a qué agencia, cuándo, si llegó y el informe tal como se envió.',
    'calls.json: cada vez que aceptaste una llamada automática de entrevista (el texto que viste, el número y cuándo) y las llamadas que programaste para más tarde.',
  ]
  if (facts.recordingCount > 0)
    files.push(
      `recordings/: las grabaciones de tus respuestas habladas que todavía guardamos (${facts.recordingCount}).`,
    )
  for (const file of facts.resumeFiles) files.push(`${file}: el currículum que subiste.`)
  if (facts.profileImageFile) files.push(`${facts.profileImageFile}: tu foto de perfil.`)
  return [
    `Tus datos de ${facts.productName}`,
    `Hecho el ${dateText(facts.madeAt, 'es-US')}.`,
    '',
    'Esta carpeta tiene todo lo que guardamos sobre ti. Los archivos .json son texto: ábrelos con cualquier editor de texto o un navegador web.',
    '',
    'Qué es cada archivo:',
    list(files),
    '',
    `¿Preguntas? Escribe a ${facts.supportEmail}.`,
    '',
  ].join('\n')
}

export const archiveReadme = (language: AppLanguage, facts: ReadmeFacts): string =>
  language === 'es' ? spanish(facts) : english(facts)
