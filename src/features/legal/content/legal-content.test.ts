import { describe, expect, it } from 'vitest'
import { appConfig } from '@/shared/config'
import {
  allBlocks,
  anchorIds,
  sectionLinkTargets,
  type Inline,
  type LegalDocument,
} from './legal-document'
import { privacyPolicy } from './privacy-policy'
import { termsOfService } from './terms-of-service'

const documents: [string, LegalDocument][] = [
  ['Terms of Service', termsOfService],
  ['Privacy Policy', privacyPolicy],
]

const inlineText = (inline: Inline): string =>
  typeof inline === 'string' ? inline : 'strong' in inline ? inline.strong : inline.text

/** The whole document as plain text, headings included. */
const plainText = (document: LegalDocument): string =>
  [
    document.title,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...(section.subsections ?? []).map((subsection) => subsection.heading),
    ]),
    ...allBlocks(document).flatMap((block) => {
      switch (block.kind) {
        case 'paragraph':
          return block.text.map(inlineText)
        case 'list':
          return block.items.flat().map(inlineText)
        case 'records':
          return block.records.flatMap((record) => [
            record.title,
            ...record.fields.flatMap((field) => [field.label, ...field.value.map(inlineText)]),
          ])
      }
    }),
  ].join(' ')

describe.each(documents)('%s content', (_name, document) => {
  it('is dated June 25, 2025', () => {
    expect(document.lastUpdated).toEqual({ iso: '2025-06-25', label: 'June 25, 2025' })
  })

  it('gives every heading a unique kebab-case anchor id', () => {
    const ids = anchorIds(document)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/)
  })

  it('links only to headings that exist in the same document', () => {
    const ids = new Set(anchorIds(document))
    const targets = sectionLinkTargets(document)
    expect(targets.length).toBeGreaterThan(0)
    for (const target of targets) expect(ids).toContain(target)
  })

  it('has no empty section', () => {
    for (const section of document.sections) {
      expect(section.heading.trim()).not.toBe('')
      expect(section.blocks.length).toBeGreaterThan(0)
    }
  })

  it('uses the configured product name, support and privacy addresses', () => {
    const text = plainText(document)
    expect(text).toContain(appConfig.productName)
    expect(text).toContain(appConfig.supportEmail)
    expect(text).toContain(appConfig.privacyEmail)
  })
})

describe('Terms of Service covers docs/product.md#the-public-pages and the brief', () => {
  const text = plainText(termsOfService)

  it.each([
    ['minimum age 18', /at least 18 years old/],
    ['lawful US residents only', /lawful resident of the United States/],
    ['SMS sign-in with a one-time code', /text a one-time 6-digit code/],
    ['free for job seekers, employers pay on placement', /free for job seekers.*pay us when/s],
    ['no guarantee of employment', /We do not guarantee that you will get a job/],
    ['agencies and employers decide', /agencies and employers decide whom to contact, interview/i],
    ['consent to auto-apply', /Submit applications on your behalf to jobs that our system rates/],
    ['consent to share the profile with agencies', /Share your profile.*staffing agency partners/s],
    ['the AI interview is recorded', /We record the interview/],
    ['acceptable use', /you must not/],
    ['candidate content licence', /royalty-free licence/],
    ['automated dialling', /recurring AI-generated messages, calls and texts.*automated dialling/s],
    ['message and data rates', /Message and data rates may apply/],
    ['STOP', /Reply STOP/],
    ['HELP', /Reply HELP/],
    ['third-party agencies and employers', /independent businesses/],
    ['intellectual property', /intellectual property laws/],
    ['disclaimers', /"as is" and "as available"/],
    ['liability capped at $100', /limited to \$100/],
    ['indemnity', /defend, indemnify and hold harmless/],
    ['termination and account deletion', /delete your account at any time/],
    ['governed by Washington law', /laws of the State of Washington/],
    ['arbitration seated in Seattle', /arbitration is seated in Seattle, Washington/],
    ['class-action waiver', /not as a plaintiff or class member in any class/],
    ['small-claims carve-out', /small claims court/],
    ['changes', /We may update these terms/],
  ])('%s', (_fact, pattern) => {
    expect(text).toMatch(pattern)
  })
})

describe('Privacy Policy covers docs/product.md#the-public-pages and the brief', () => {
  const text = plainText(privacyPolicy)

  it.each([
    ['contact information', /mobile number and email address/],
    ['profile and resume', /your resume if you upload one/],
    ['interview audio and transcripts', /record the audio and make a transcript/],
    ['preferences', /job preferences we extract/],
    ['device and usage data', /IP address/],
    ['cookies and analytics', /cookies, local storage and similar technologies/],
    ['sharing with agencies', /Staffing agency partners and employers\./],
    ['sharing with service providers', /Service providers\./],
    ['sharing with advertising partners', /Advertising partners\./],
    ['sharing with affiliates', /Affiliates\./],
    ['sharing with professional advisors', /Professional advisors\./],
    ['sharing with authorities', /Authorities and others/],
    ['sharing with business transferees', /Business transferees\./],
    ['choice: account settings', /Account settings\./],
    ['choice: STOP for texts', /Reply STOP/],
    ['choice: email opt-out', /unsubscribe link/],
    ['Do Not Track not honoured', /does not respond to Do Not Track signals/],
    ['cookie limits', /Limits: if you do/],
    ['ad opt-out tools', /Network Advertising Initiative opt-out/],
    ['mobile advertising ID settings', /Mobile advertising ID\./],
    ['retention', /How long we keep information/],
    ['security', /safeguards/],
    ['offices in the United States and India', /offices in the United States and India/],
    ['not for under-18s', /not for anyone under 18/],
    ['right to information', /Information\./],
    ['right of access', /Access\./],
    ['right of deletion', /Deletion\./],
    ['right of correction', /Correction\./],
    [
      'opt out of targeted ads, sales and profiling',
      /opt out of targeted advertising.*sale.*profiling/s,
    ],
    ['revoke consent', /Revoke consent\./],
    ['nondiscrimination', /Nondiscrimination\./],
    ['appeals within 45 days', /appeal within 45 days/],
    ['California disclosures', /California Consumer Privacy Act/],
    ['California: sold or shared', /Sold or shared for targeted advertising/],
    ['California: sensitive information', /Sensitive personal information/],
    ['California: sources', /Sources/],
    ['California: disclosed for business purposes', /Disclosed for a business purpose to/],
    [
      'Oregon and Minnesota third parties',
      /live in Oregon or Minnesota.*categories of third parties/s,
    ],
    ['privacy requests to the privacy mailbox', /privacy mailbox/],
    ['changes', /We may update this policy/],
  ])('%s', (_fact, pattern) => {
    expect(text).toMatch(pattern)
  })

  it('gives every California category the same fields', () => {
    const records = allBlocks(privacyPolicy).flatMap((block) =>
      block.kind === 'records' ? block.records : [],
    )
    expect(records.length).toBeGreaterThanOrEqual(8)
    for (const record of records) {
      expect(record.fields.map((field) => field.label)).toEqual([
        'Examples',
        'Sources',
        'Disclosed for a business purpose to',
        'Sold or shared for targeted advertising',
      ])
    }
  })
})
