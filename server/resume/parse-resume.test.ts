import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { ResumeFormat } from '../../contract/onboarding'
import { analyseResume } from './analyse-resume'
import { draftProfileSchema, readDraftProfile, type DraftProfile } from './draft-profile'
import { parseResume } from './parse-resume'

const referenceDate = new Date('2025-06-15T12:00:00Z')

const analyse = (name: string, format: ResumeFormat) =>
  analyseResume(
    new Uint8Array(readFileSync(new URL(`../../tests/fixtures/resumes/${name}`, import.meta.url))),
    format,
    { referenceDate },
  )

/** Employer, title, duration and location of each job, in order. */
const jobs = (profile: DraftProfile) =>
  profile.experienceInfo.employmentHistory.map(({ employerName, jobTitle, duration, location }) => [
    employerName,
    jobTitle,
    duration,
    location,
  ])

const schools = (profile: DraftProfile) =>
  profile.education.educations.map(({ schoolName, degreeType, yearOfDegree, location }) => [
    schoolName,
    degreeType,
    yearOfDegree,
    location,
  ])

describe('analyseResume on the fixtures', () => {
  it('clean PDF', async () => {
    const profile = await analyse('clean.pdf', 'pdf')
    expect(v.is(draftProfileSchema, profile)).toBe(true)
    expect(profile.personalInfo).toEqual({
      name: 'Marcus T. Reed',
      gender: '',
      professionalSummary:
        'Dependable forklift operator with a clean safety record in high-volume distribution centers. Certified on sit-down and stand-up forklifts; comfortable with RF scanners and WMS.',
    })
    expect(profile.contactInfo).toEqual({
      address: 'Columbus, OH 43219',
      mobile: '+16145550142',
      email: 'marcus.reed@example.com',
    })
    expect(jobs(profile)).toEqual([
      ['Buckeye Distribution Center', 'Forklift Operator', 'Mar 2019 - Present', 'Columbus, OH'],
      ['Midwest Cold Storage', 'Warehouse Associate', 'Jun 2016 - Feb 2019', 'Grove City, OH'],
    ])
    expect(profile.experienceInfo.employmentHistory[0]?.description).toBe(
      [
        'Load and unload 40+ trailers per shift with sit-down and stand-up forklifts',
        'Keep 99.8% inventory accuracy using an RF scanner and the Manhattan WMS',
        'Train new hires on pallet jack and dock safety',
      ].join('\n'),
    )
    // Jun 2016 - Feb 2019 (33 months) + Mar 2019 - Jun 2025 (76 months).
    expect(profile.experienceInfo.yearsOfExperience).toBe(9.1)
    expect(profile.currentExperience.currentOccupation).toBe('Forklift Operator')
    expect(schools(profile)).toEqual([
      ['Westland High School', 'High School Diploma', '2015', 'Columbus, OH'],
    ])
    expect(profile.education.highestDegree).toBe('High School Diploma')
    expect(profile.skillInfo.skills).toEqual(
      expect.arrayContaining([
        'OSHA 10',
        'Forklift operation',
        'Sit-down forklift',
        'Stand-up forklift',
        'Reach truck',
        'RF scanner',
        'WMS',
        'Inventory control',
        'Shipping and receiving',
        'Pallet jack',
        'Cycle counting',
      ]),
    )
  })

  it('two-column PDF: sidebar after the main column, contact in its own section', async () => {
    const profile = await analyse('two-column.pdf', 'pdf')
    expect(profile.personalInfo.name).toBe('Daniela Ortiz')
    expect(profile.contactInfo).toEqual({
      address: '118 Pine Ridge Dr, Greenville, SC 29607',
      mobile: '+18645550187',
      email: 'dortiz.cnc@example.com',
    })
    expect(jobs(profile)).toEqual([
      ['Palmetto Precision Parts', 'CNC Machine Operator', '2018 - Present', 'Greenville, SC'],
      ['Carolina Auto Components', 'Assembler', '2014 - 2018', 'Spartanburg, SC'],
      ['Upstate Staffing', 'Production Associate (Temp)', '2013 - 2014', 'Greenville, SC'],
    ])
    // 2013 to June 2025 without a gap: 150 months.
    expect(profile.experienceInfo.yearsOfExperience).toBe(12.5)
    expect(profile.currentExperience.currentOccupation).toBe('CNC Machine Operator')
    expect(schools(profile)).toEqual([
      ['Greenville Technical College', "Associate's Degree", '2014', ''],
    ])
    expect(profile.skillInfo.skills.slice(0, 8)).toEqual([
      'Blueprint reading',
      'CNC operation',
      'Machine operation',
      'Quality inspection',
      'Lean manufacturing',
      '5S',
      'Calipers and micrometers',
      'Bilingual (English/Spanish)',
    ])
  })

  it('DOCX: tabbed dates, stated years win over computed ones', async () => {
    const profile = await analyse('resume.docx', 'docx')
    expect(profile.personalInfo.name).toBe('Kevin Nguyen')
    expect(profile.contactInfo).toEqual({
      address: '2450 Kietzke Ln Apt 12, Reno, NV 89502',
      mobile: '+17755550133',
      email: 'kevin.nguyen.reno@example.com',
    })
    expect(jobs(profile)).toEqual([
      ['Sierra Logistics Group', 'Order Picker', 'January 2021 to Present', 'Reno, NV'],
      ['Truckee Freight Services', 'Material Handler', '05/2018 to 12/2020', 'Sparks, NV'],
    ])
    expect(profile.experienceInfo.yearsOfExperience).toBe(7)
    expect(profile.currentExperience.currentOccupation).toBe('Order Picker')
    expect(schools(profile)).toEqual([
      ['Truckee Meadows Community College', 'Certificate', '2019', 'Reno, NV'],
      ['Nevada Adult Education', 'GED', '2017', 'Reno, NV'],
    ])
    expect(profile.education.highestDegree).toBe('Certificate')
    expect(profile.skillInfo.skills).toEqual([
      'Order picker',
      'Pallet jack',
      'RF scanner',
      'SAP',
      'Packing',
      'Cycle counting',
      'Team player',
      'Shipping and receiving',
      'Shrink wrapping',
    ])
  })

  it('DOC', async () => {
    const profile = await analyse('resume.doc', 'doc')
    expect(profile.personalInfo.name).toBe('Tanisha Brooks')
    expect(profile.contactInfo).toEqual({
      address: 'Memphis, TN 38118',
      mobile: '+19015550176',
      email: 'tanisha.brooks@example.com',
    })
    expect(jobs(profile)).toEqual([
      ['Delta Packaging Co.', 'Machine Operator', 'Aug 2017 - Present', 'Memphis, TN'],
      ['Riverbend Foods', 'Production Associate', 'Sep 2014 - Jul 2017', 'Southaven, MS'],
    ])
    // Sep 2014 - Jul 2017 (35 months) + Aug 2017 - Jun 2025 (95 months).
    expect(profile.experienceInfo.yearsOfExperience).toBe(10.8)
    expect(profile.currentExperience.currentOccupation).toBe('Machine Operator')
    expect(schools(profile)).toEqual([
      ['Memphis Central High School', 'High School Diploma', '2014', 'Memphis, TN'],
    ])
    expect(profile.skillInfo.skills).toEqual(
      expect.arrayContaining([
        'Machine setup',
        'Quality inspection',
        'Sit-down forklift',
        'OSHA 30',
        '5S',
      ]),
    )
    // 'Delta Packaging Co.' is an employer, not a packing skill; the description names packing.
    expect(profile.skillInfo.skills).toContain('Packing')
  })

  it('TXT: all-caps title, "over 12 years" stated', async () => {
    const profile = await analyse('resume.txt', 'txt')
    expect(profile.personalInfo.name).toBe('Robert Kowalski')
    expect(profile.contactInfo).toEqual({
      address: '1421 Cass St, Joliet, IL 60432',
      mobile: '+18155550119',
      email: 'rkowalski77@example.com',
    })
    expect(jobs(profile)).toEqual([
      ['Prairie State Distribution', 'Warehouse Lead', '2020 - Present', 'Joliet, IL'],
      ['Lakeshore Supply Co.', 'Shipping & Receiving Clerk', '2015 - 2020', 'Romeoville, IL'],
    ])
    expect(profile.experienceInfo.yearsOfExperience).toBe(12)
    expect(profile.currentExperience.currentOccupation).toBe('Warehouse Lead')
    expect(schools(profile)).toEqual([
      ['Joliet Junior College', "Associate's Degree", '2014', 'Joliet, IL'],
    ])
    expect(profile.skillInfo.skills.slice(0, 8)).toEqual([
      'Reach truck',
      'Pallet jack',
      'RF scanner',
      'Shipping and receiving',
      'Inventory control',
      'WMS',
      'Microsoft Excel',
      'Team leadership',
    ])
    // The References section is not a skill.
    expect(profile.skillInfo.skills.join(' ')).not.toMatch(/request/i)
  })

  it('HTML', async () => {
    const profile = await analyse('resume.html', 'html')
    expect(profile.personalInfo.name).toBe('Aisha Rahman')
    expect(profile.personalInfo.professionalSummary).toMatch(/^Detail-oriented assembler/)
    expect(profile.contactInfo).toEqual({
      address: 'Louisville, KY 40214',
      mobile: '+15025550164',
      email: 'aisha.rahman@example.com',
    })
    expect(jobs(profile)).toEqual([
      ['Bluegrass Appliance Works', 'Assembler', '03/2020 - Present', 'Louisville, KY'],
      ['Ohio Valley Fulfillment', 'Packer', '06/2018 - 02/2020', 'Jeffersonville, IN'],
    ])
    expect(profile.experienceInfo.yearsOfExperience).toBe(7.1)
    expect(schools(profile)).toEqual([
      ['Jefferson Community & Technical College', 'Certificate', '2021', 'Louisville, KY'],
      ['Jeffersonville High School', 'High School Diploma', '2018', 'Jeffersonville, IN'],
    ])
    expect(profile.education.highestDegree).toBe('Certificate')
    expect(profile.skillInfo.skills.slice(0, 6)).toEqual([
      'Assembly',
      'Hand and power tools',
      'Torque tools',
      'Blueprint reading',
      'Quality inspection',
      'Packing',
    ])
    expect(profile.skillInfo.skills.join(' ')).not.toMatch(/©|resume/i)
  })

  it('messy TXT: Spanish headings, caps, typos, mixed date styles and bullets', async () => {
    const profile = await analyse('messy.txt', 'txt')
    expect(profile.personalInfo.name).toBe('Jose Luis Hernandez')
    expect(profile.personalInfo.professionalSummary).toMatch(/^Busco trabajo como operador/)
    expect(profile.contactInfo).toEqual({
      address: 'Laredo, TX 78041',
      mobile: '+19565550148',
      email: 'jose.l.hernandez@example.com',
    })
    expect(jobs(profile)).toEqual([
      [
        'Rio Grande Cold Storage',
        'Operador de Montacargas / Forklift Operator',
        '03/2021 - actual',
        'Laredo, TX',
      ],
      ['HEB Distribution Center', 'Order selector', 'Ene 2018 - Feb 2021', 'San Antonio, TX'],
      ['Border Freight LLC', 'Warehouse helper', 'Sept. 2014 to Dec 2014', 'Laredo, TX'],
      // Under the misspelt 'Expereince (otros)' heading.
      ['Maquiladora Nuevo Laredo', 'Assembly line', '2015 to 2017', ''],
    ])
    // Mar 2021 - Jun 2025 (52) + Jan 2018 - Feb 2021 (38) + Sep - Dec 2014 (4) + 2015 - 2017 (24).
    expect(profile.experienceInfo.yearsOfExperience).toBe(9.8)
    expect(profile.currentExperience.currentOccupation).toBe(
      'Operador de Montacargas / Forklift Operator',
    )
    expect(schools(profile)).toEqual([
      ['Preparatoria Benito Juarez', 'High School Diploma', '2013', 'Nuevo Laredo, Tamaulipas'],
      ['Laredo College', 'GED', '2016', ''],
    ])
    expect(profile.skillInfo.skills).toEqual(
      expect.arrayContaining([
        'Forklift operation',
        'Pallet jack',
        'RF scanner',
        'Inventory control',
        'OSHA 10',
        'Bilingual (English/Spanish)',
        'Sit-down forklift',
        'Stand-up forklift',
        'Shipping and receiving',
        'Loading and unloading',
        'Assembly',
        'Quality inspection',
      ]),
    )
  })
})

describe('parseResume rules', () => {
  it('counts overlapping date ranges once', () => {
    const profile = parseResume(
      [
        'Ana Lopez',
        'Work History',
        'Forklift Operator | Acme Logistics | Dallas, TX | Jan 2020 - Dec 2021',
        '• Night shift',
        'Order Picker (part time) | Lone Star Foods | Irving, TX | Jun 2021 - Jun 2022',
        '• Weekends',
        'Packer | Metro Packaging Inc. | Dallas, TX | Mar 2020 - Aug 2020',
      ].join('\n'),
      { referenceDate },
    )
    expect(profile.experienceInfo.employmentHistory).toHaveLength(3)
    // Jan 2020 to Jun 2022 once: 30 months, not 24 + 13 + 6 = 43.
    expect(profile.experienceInfo.yearsOfExperience).toBe(2.5)
    expect(profile.currentExperience.currentOccupation).toBe('Order Picker (part time)')
  })

  it('adds durations written without dates and uses the reference date for Present', () => {
    const text = [
      'Luis Garcia',
      'EXPERIENCIA',
      'Soldador, Talleres del Norte, Monterrey, Nuevo León',
      '3 años',
      'Welder | Gulf Fabrication LLC | Houston, TX | Since March 2023',
    ].join('\n')
    const atMid2025 = parseResume(text, { referenceDate })
    expect(atMid2025.experienceInfo.employmentHistory.map((job) => job.duration)).toEqual([
      '3 años',
      'Since March 2023',
    ])
    // 36 months + Mar 2023 - Jun 2025 (28 months).
    expect(atMid2025.experienceInfo.yearsOfExperience).toBe(5.3)
    expect(atMid2025.currentExperience.currentOccupation).toBe('Welder')
    const atMid2026 = parseResume(text, { referenceDate: new Date('2026-06-15T00:00:00Z') })
    expect(atMid2026.experienceInfo.yearsOfExperience).toBe(6.3)
  })

  it('reads Spanish headings', () => {
    const profile = parseResume(
      [
        'María Fernanda Ruiz',
        'Cel: 210-555-0199',
        'Perfil profesional',
        'Empacadora con experiencia en líneas de alimentos.',
        'Experiencia laboral',
        'Empacadora – Alimentos del Valle S.A. – San Antonio, TX',
        'Abril 2019 - Presente',
        '- Empaque y etiquetado de productos',
        'Educación',
        'Escuela Secundaria Técnica 12, Monterrey, Nuevo León, 2010',
        'Habilidades',
        'Empaque; control de calidad; montacargas; bilingüe',
      ].join('\n'),
      { referenceDate },
    )
    expect(profile.personalInfo.name).toBe('María Fernanda Ruiz')
    expect(profile.personalInfo.professionalSummary).toBe(
      'Empacadora con experiencia en líneas de alimentos.',
    )
    expect(profile.contactInfo.mobile).toBe('+12105550199')
    expect(profile.experienceInfo.employmentHistory).toEqual([
      {
        employerName: 'Alimentos del Valle S.A.',
        jobTitle: 'Empacadora',
        duration: 'Abril 2019 - Presente',
        location: 'San Antonio, TX',
        description: 'Empaque y etiquetado de productos',
      },
    ])
    expect(profile.experienceInfo.yearsOfExperience).toBe(6.3)
    expect(profile.education.educations).toEqual([
      {
        schoolName: 'Escuela Secundaria Técnica 12',
        yearOfDegree: '2010',
        location: 'Monterrey, Nuevo León',
        degreeType: 'High School Diploma',
      },
    ])
    expect(profile.skillInfo.skills).toEqual([
      'Packing',
      'Quality inspection',
      'Forklift operation',
      'Bilingual (English/Spanish)',
    ])
  })

  it('returns an empty profile for text that is not a resume', () => {
    const profile = parseResume('hello\n\nthis is just a note', { referenceDate })
    expect(profile.experienceInfo).toEqual({ yearsOfExperience: 0, employmentHistory: [] })
    expect(profile.education).toEqual({ highestDegree: '', educations: [] })
    expect(profile.contactInfo).toEqual({ address: '', mobile: '', email: '' })
    expect(profile.skillInfo.skills).toEqual([])
  })

  it('validates stored JSON with the schema', async () => {
    const profile = await analyse('messy.txt', 'txt')
    expect(readDraftProfile(JSON.parse(JSON.stringify(profile)))).toEqual(profile)
    expect(
      readDraftProfile({ ...profile, contactInfo: { ...profile.contactInfo, mobile: '12' } }),
    ).toBeUndefined()
    expect(readDraftProfile(null)).toBeUndefined()
  })
})
