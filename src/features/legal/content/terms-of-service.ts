import { appConfig } from '@/shared/config'
import {
  email,
  LAST_UPDATED,
  list,
  p,
  page,
  see,
  strong,
  term,
  type LegalDocument,
} from './legal-document'

const P = appConfig.productName
const support = email(appConfig.supportEmail)
const privacy = email(appConfig.privacyEmail)

/**
 * The Terms of Service shown at /terms and /terms-of-service (docs/product.md#the-public-pages).
 */
export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  metaDescription: `The rules for using ${P}, the free AI recruiter for hourly and industrial jobs: eligibility, text messages, auto-apply, the AI interview, arbitration and more.`,
  lastUpdated: LAST_UPDATED,
  summary: [
    p(
      `These terms are the agreement between you and ${P} ("${P}", "we", "us") for using the ${P} website, web app, calls, text messages and emails (together, the "service"). Please read them. They include a `,
      see('binding arbitration agreement and class-action waiver', 'arbitration'),
      ' that affects how disputes between us are resolved.',
    ),
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Agreeing to these terms',
      blocks: [
        p(
          `By creating an account, signing in or otherwise using the service, you agree to these terms and to our `,
          page('Privacy Policy', '/privacy-policy'),
          ', which explains how we collect, use and share your information. If you do not agree, please do not use the service.',
        ),
        p(
          'If a part of the service shows you extra terms (for example, the consent you give when you finish your profile), those terms are part of this agreement too.',
        ),
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use the service',
      blocks: [
        p(`To use ${P}, you must:`),
        list(
          'be at least 18 years old;',
          'be a lawful resident of the United States;',
          'be able to enter into a binding contract; and',
          'not have been removed from the service by us before.',
        ),
        p(
          'The service is for people looking for work for themselves. You may have only one account, and you may not create an account for someone else.',
        ),
        p(
          'Being eligible to use the service is not the same as being authorized to work for a particular employer. Staffing agencies and employers check work authorization, age requirements and any other hiring requirements themselves.',
        ),
      ],
    },
    {
      id: 'account',
      heading: 'Your account and signing in by text message',
      blocks: [
        p(
          'You sign in with your US mobile number. Each time, we text a one-time 6-digit code to that number, and the code works once and only for a short time. There is no password.',
        ),
        list(
          'Keep your phone and your codes to yourself. Anyone who has your phone may be able to sign in as you.',
          `${P} will never call or text you to ask for a sign-in code. Do not share a code with anyone.`,
          [
            'Tell us right away at ',
            support,
            ' if your phone is lost or stolen, your number changes, or you think someone else has used your account.',
          ],
          'Keep the information in your account true, current and complete.',
        ),
        p(
          'You are responsible for what happens in your account, unless it happens because of our own failure to protect the service.',
        ),
      ],
    },
    {
      id: 'service',
      heading: 'What the service does',
      blocks: [
        p(
          `${P} helps job seekers find hourly and industrial work, such as forklift operator, assembler, order picker and warehouse associate jobs. It is free for job seekers: we never charge you a fee to find a job. Hiring companies and staffing agencies pay us when they place a candidate.`,
        ),
        p('When you use the service:'),
        list(
          'you tell us about yourself and, if you like, upload a resume (a resume is optional);',
          'our AI recruiter interviews you, by a web call in your browser or by a phone call;',
          'we turn your interview and profile into job preferences and a profile summary;',
          'we match you with jobs and label them high matches or good matches;',
          'we apply on your behalf to jobs that are a high match for you;',
          'we present your profile to our network of staffing agency partners and send them candidate reports about you; and',
          'you follow your submissions on your dashboard, tell us what you think of each one and ask us to change your preferences.',
        ),
        p(
          'We may change, add or remove features over time. We try to keep the service available, but it may sometimes be unavailable, for example during maintenance or an outage.',
        ),
      ],
    },
    {
      id: 'no-guarantee',
      heading: 'What we do not promise',
      blocks: [
        p(
          strong('We do not guarantee that you will get a job.'),
          ' We also do not guarantee any interview, job offer, pay rate, number of hours, schedule, location or length of work.',
        ),
        list(
          'Staffing agencies and employers decide whom to contact, interview and hire, and on what terms. We do not make hiring decisions, and we are not your employer.',
          'Matches and match labels are estimates made partly by automated systems. They can be wrong or incomplete.',
          'Job details (such as title, pay, shift and location) come from agencies and employers. We do not check every detail, and a job may be filled, changed or withdrawn at any time.',
          'Submitting your profile to a job does not mean the agency or employer will review it or reply.',
        ),
      ],
    },
    {
      id: 'consent-to-apply-and-share',
      heading: 'Your consent to auto-apply and to share your profile',
      blocks: [
        p(
          'The service works by applying and presenting your profile for you. By completing your profile and the AI interview, you authorize us to:',
        ),
        list(
          term(
            'Apply for you.',
            'Submit applications on your behalf to jobs that our system rates as a high match for your preferences, without asking you before each one.',
          ),
          term(
            'Share your profile.',
            'Share your profile, resume, contact details, job preferences and candidate reports built from your interview with our staffing agency partners, who may share them with the employers they recruit for, so that they can consider you and contact you about jobs.',
          ),
        ),
        p(
          'Every job we submit you to appears on your dashboard and in your submissions. You can tell us a job is not for you, and you can ask us to change your preferences so future matches fit you better.',
        ),
        p(
          'To stop new applications and new sharing, delete your account (see ',
          see('Ending your account', 'termination'),
          '). We cannot take back applications already submitted or information already shared with an agency or employer; they keep and use it under their own terms and privacy policies.',
        ),
        p(
          'Only accept a job you are able and willing to do. Whether to accept an offer is always your decision.',
        ),
      ],
    },
    {
      id: 'ai-interview',
      heading: 'The AI interview and recordings',
      blocks: [
        p(
          'The interviewer is an AI virtual recruiter: a computer program, not a person. The interview takes about 5 to 10 minutes, in your browser with your microphone or by a phone call.',
        ),
        p(
          strong('We record the interview.'),
          ' By starting the interview you agree that we may record the audio, make a transcript and analyze both with automated systems, including AI services run by our service providers for us. We use them to build your profile and job preferences, to match you with jobs and to write the candidate reports we share with agency partners, as described in our ',
          page('Privacy Policy', '/privacy-policy'),
          '.',
        ),
        list(
          'AI can make mistakes. Check your profile and preferences after the interview and ask us to correct anything that is wrong.',
          'Answer for yourself. Do not let someone else take the interview for you.',
          'Do not share information the interview does not need, such as your Social Security number, bank details or medical history.',
          [
            'If you need an accommodation to complete the interview, or would rather be interviewed another way, write to ',
            support,
            '.',
          ],
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        p('When you use the service, you must not:'),
        list(
          'give false information, pretend to be someone else, or use a phone number that is not yours;',
          'create more than one account, or share, sell or transfer your account;',
          'access, or try to access, another person’s account or information;',
          'use bots, scrapers or other automated means to access the service or collect information from it;',
          'copy, modify, reverse engineer or resell any part of the service, except as the law allows;',
          'interfere with the service, get around its security or rate limits, or probe it for weaknesses;',
          'upload viruses or other harmful code, or files that are not your own resume;',
          'try to make the AI recruiter behave in ways it was not designed for, or use it for anything other than your own interview;',
          'harass, threaten or deceive agencies, employers, our staff or other people; or',
          'use the service to advertise, recruit for others or do anything unlawful.',
        ),
        p('We may remove content, limit features or suspend an account that breaks these rules.'),
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content and the licence you give us',
      blocks: [
        p(
          'Your content is what you give us: your profile details, resume, interview answers and recordings, feedback on jobs and preference requests. You keep ownership of it.',
        ),
        p(
          'You give us a worldwide, non-exclusive, royalty-free licence to host, store, copy, process, analyze and adapt your content (for example, into summaries, preferences, match scores and candidate reports), and to share it with staffing agency partners and employers, as needed to run, secure and improve the service as described in these terms and the ',
          page('Privacy Policy', '/privacy-policy'),
          '. Our service providers may use this licence only to work for us.',
        ),
        p(
          'The licence lasts while you have an account, and afterwards only as long as we need to finish deleting your content, to keep copies the law requires, or for content already shared with agencies and employers before you closed your account.',
        ),
        p(
          'You promise that your content is accurate, that you have the right to give it to us, and that it does not break the law or anyone else’s rights. If you send us ideas or suggestions, we may use them without paying you.',
        ),
      ],
    },
    {
      id: 'communications',
      heading: 'Calls, text messages and emails',
      blocks: [
        p(
          `By giving us your mobile number, you agree that ${P} may send you recurring AI-generated messages, calls and texts, including calls and texts made by automated dialling systems and with an artificial or prerecorded voice, at that number. They are about your sign-in codes, your account, your interview, job matches, applications and updates to the service.`,
        ),
        list(
          'Message frequency varies. Message and data rates may apply.',
          [
            strong('Reply STOP'),
            ' to any text to stop receiving texts from us. We will send one text to confirm.',
          ],
          [strong('Reply HELP'), ' for help, or write to ', support, '.'],
          'If you reply STOP, we cannot text you sign-in codes, so you may not be able to sign in until you reply START.',
          'Mobile carriers are not responsible for delayed or undelivered messages.',
          'If you give up or change your mobile number, update it or delete your account, so that messages meant for you do not reach someone else.',
        ),
        p(
          'We may also email you. Every marketing email has an unsubscribe link. While you have an account, we may still send emails about your account, your applications and these terms.',
        ),
        p(
          'You agree that we may give you notices and agreements electronically, and that electronic notices count as notices in writing.',
        ),
      ],
    },
    {
      id: 'agencies-and-employers',
      heading: 'Staffing agencies and employers',
      blocks: [
        p(
          `Our staffing agency partners and the employers they recruit for are independent businesses. They are not ${P}’s agents or employees, and we do not control them.`,
        ),
        list(
          'Once an agency or employer receives your profile, its own terms and privacy policy apply to how it uses your information.',
          'Any job, pay, benefits, taxes, background checks, drug screening, work authorization checks and workplace safety are between you and the agency or employer.',
          'We are not responsible for what agencies or employers do or fail to do, for their job postings or for their workplaces. A dispute with one of them is between you and them.',
        ),
        p(
          'Tell us at ',
          support,
          ' if an agency or employer treats you unfairly or asks you for money. No one should charge you a fee to get a job through the service. We may stop working with a partner that breaks our rules.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Our intellectual property',
      blocks: [
        p(
          `The service, including its software, AI recruiter, design, text, graphics and the ${P} name and logo, belongs to ${P} or its licensors and is protected by intellectual property laws. Your content is not ours; see `,
          see('Your content and the licence you give us', 'your-content'),
          '.',
        ),
        p(
          'We give you a personal, limited, non-exclusive, non-transferable and revocable licence to use the service for your own job search, as these terms allow. We keep all other rights.',
        ),
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        p(
          strong('The service is provided "as is" and "as available".'),
          ' To the fullest extent the law allows, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement.',
        ),
        p(
          'We do not warrant that the service will be uninterrupted, secure or free of errors, that matches, AI output or job information will be accurate or complete, or that any agency or employer will contact or hire you.',
        ),
        p(
          'Some states do not allow certain warranties to be disclaimed. In those states, the disclaimers above apply only as far as the law allows.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        p(
          `To the fullest extent the law allows, ${P} and its affiliates, officers, employees and agents will not be liable for any indirect, incidental, special, consequential, exemplary or punitive damages, or for lost wages, lost job opportunities, lost profits or lost data, arising out of or relating to the service or these terms, even if we were told they were possible.`,
        ),
        p(
          strong(
            `To the fullest extent the law allows, ${P}’s total liability for all claims arising out of or relating to the service or these terms is limited to $100 (one hundred US dollars).`,
          ),
          ' The service is free for job seekers, and this limit reflects that.',
        ),
        p(
          'These limits do not apply to liability that the law does not allow to be limited, such as liability for fraud or, in some states, for gross negligence or intentional misconduct.',
        ),
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        p(
          `To the extent the law allows, you agree to defend, indemnify and hold harmless ${P} and its affiliates, officers, employees and agents from claims, losses and costs (including reasonable lawyers’ fees) brought by someone else that arise from your breach of these terms, your content, or your violation of the law or of someone else’s rights.`,
        ),
        p(
          'We will tell you about such a claim, and we may choose to handle its defense ourselves. If we do, you agree to cooperate with us.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: 'Ending your account',
      blocks: [
        p(
          'You can delete your account at any time from your profile, or by writing to ',
          support,
          '. When you delete your account:',
        ),
        list(
          'we stop applying to jobs for you and stop presenting your profile to agencies;',
          'you are signed out; and',
          [
            'we delete or de-identify your information as described in the ',
            page('Privacy Policy', '/privacy-policy'),
            ', except what we must keep by law.',
          ],
        ),
        p(
          'Applications already submitted and information already shared with agencies and employers stay with them, under their own policies.',
        ),
        p(
          'We may suspend or close your account if you break these terms, if you are not eligible, if your account puts others or the service at risk, if the law requires it, or if we stop offering the service. Where reasonable, we will tell you first.',
        ),
        p(
          'Parts of these terms that by their nature should last after your account ends will last, including the sections on your content, disclaimers, limitation of liability, indemnity, governing law and arbitration.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        p(
          'These terms and any dispute between you and us are governed by the laws of the State of Washington and applicable US federal law, without regard to conflict-of-laws rules. The Federal Arbitration Act governs the arbitration agreement below.',
        ),
        p(
          'If a dispute goes to court rather than arbitration, it will be heard only in the state or federal courts located in King County, Washington, and you and we agree to the jurisdiction of those courts.',
        ),
      ],
    },
    {
      id: 'arbitration',
      heading: 'Binding arbitration and class-action waiver',
      blocks: [
        p(
          strong(
            'Please read this section carefully. It means that you and we will resolve most disputes by binding individual arbitration, not in court, and that you give up the right to a jury trial and to take part in a class action.',
          ),
        ),
      ],
      subsections: [
        {
          id: 'informal-resolution',
          heading: 'Try to resolve it informally first',
          blocks: [
            p(
              'Before starting arbitration, write to ',
              support,
              ' with your name, your mobile number, a description of the dispute and what you want. We will do the same if we have a dispute with you. Both of us will try in good faith to resolve it within 60 days.',
            ),
          ],
        },
        {
          id: 'agreement-to-arbitrate',
          heading: 'Agreement to arbitrate',
          blocks: [
            p(
              'Except as set out below, any dispute, claim or controversy arising out of or relating to these terms or the service will be resolved by binding arbitration administered by the American Arbitration Association (AAA) under its Consumer Arbitration Rules, before a single arbitrator. The arbitrator decides all questions, including whether a dispute must be arbitrated, except as stated in the class-action waiver below.',
            ),
            p(
              strong('The arbitration is seated in Seattle, Washington.'),
              ' You may choose to take part by phone or video, or to have the arbitration decided on written submissions. If an in-person hearing is needed, it may take place in the county where you live if you ask.',
            ),
            p(
              'We will pay the arbitration fees that the AAA’s Consumer Arbitration Rules assign to the business. The arbitrator may award any relief a court could award to you individually.',
            ),
          ],
        },
        {
          id: 'small-claims',
          heading: 'Small claims and other exceptions',
          blocks: [
            list(
              'Either of us may bring an individual claim in small claims court instead, as long as it qualifies and stays there.',
              'Either of us may ask a court to stop the infringement or misuse of intellectual property, or unauthorized access to the service.',
            ),
          ],
        },
        {
          id: 'class-action-waiver',
          heading: 'Class-action and jury waiver',
          blocks: [
            p(
              strong(
                'You and we may bring claims against each other only individually, not as a plaintiff or class member in any class, collective, consolidated or representative proceeding.',
              ),
              ' The arbitrator may not combine more than one person’s claims. If a court decides that this waiver cannot be enforced for a claim, that claim will be decided in court, not in arbitration. You and we give up any right to a jury trial for claims covered by this section.',
            ),
          ],
        },
        {
          id: 'arbitration-opt-out',
          heading: 'Opting out of arbitration',
          blocks: [
            p(
              'You may opt out of this arbitration agreement within 30 days after you first accept these terms, by writing to ',
              support,
              ' with the subject "Arbitration opt-out", your name and your mobile number. Opting out does not affect the rest of these terms.',
            ),
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        p(
          'We may update these terms from time to time. When we do, we will change the "Last updated" date at the top. If a change is important, we will also tell you by text, email or a notice in the app before it takes effect.',
        ),
        p(
          'If you keep using the service after a change takes effect, the new terms apply. If you do not agree, delete your account. A change to the arbitration section does not apply to a dispute we already knew about before the change.',
        ),
      ],
    },
    {
      id: 'general',
      heading: 'General',
      blocks: [
        list(
          'These terms and the Privacy Policy are the whole agreement between you and us about the service.',
          'If a court finds part of these terms unenforceable, the rest stays in effect.',
          'If we do not enforce a part of these terms right away, we do not give up the right to enforce it later.',
          'You may not transfer your rights under these terms. We may transfer ours, for example in a merger or sale of our business.',
          'We are not responsible for delays or failures caused by events beyond our reasonable control.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        p('Questions about these terms or the service: ', support, '.'),
        p('Questions about your privacy or your information: ', privacy, '.'),
      ],
    },
  ],
}
