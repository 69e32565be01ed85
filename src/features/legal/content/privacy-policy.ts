import { appConfig } from '@/shared/config'
import { plural } from '@/shared/i18n/plural'
import {
  configuredDays,
  email,
  LAST_UPDATED,
  link,
  list,
  p,
  page,
  see,
  term,
  type LegalDocument,
  type LegalRecord,
} from './legal-document'

const P = appConfig.productName
const privacy = email(appConfig.privacyEmail)
const support = email(appConfig.supportEmail)

const NO = 'No.'

/** RECORDING_RETENTION_DAYS, as the server states it: '30 days'. */
const recordingDays = configuredDays(
  'recordingRetentionDays',
  (count) => `${count} ${plural('en-US', count, { one: 'day', other: 'days' })}`,
  'a limited number of days',
)

/** California: what we collect, where from, to whom we disclose it, and whether it is sold or shared. */
const californiaCategories: LegalRecord[] = [
  {
    title: 'Identifiers',
    fields: [
      {
        label: 'Examples',
        value: [
          'Name, mobile number, email address, account ID, IP address, device ID, cookie IDs and mobile advertising IDs.',
        ],
      },
      {
        label: 'Sources',
        value: ['You, your device, service providers and advertising partners.'],
      },
      {
        label: 'Disclosed for a business purpose to',
        value: [
          'Staffing agency partners and employers, service providers, affiliates, professional advisors and, when required, authorities.',
        ],
      },
      {
        label: 'Sold or shared for targeted advertising',
        value: [
          'Yes: IP address, cookie IDs, device IDs and mobile advertising IDs, to advertising partners. Never your name, mobile number or email address.',
        ],
      },
    ],
  },
  {
    title: 'Customer records',
    fields: [
      {
        label: 'Examples',
        value: ['Name, mobile number, email address, work history, education and skills.'],
      },
      { label: 'Sources', value: ['You and your resume.'] },
      {
        label: 'Disclosed for a business purpose to',
        value: ['Staffing agency partners and employers, service providers and affiliates.'],
      },
      { label: 'Sold or shared for targeted advertising', value: [NO] },
    ],
  },
  {
    title: 'Characteristics of protected classifications',
    fields: [
      {
        label: 'Examples',
        value: [
          'Your confirmation that you are 18 or older, and any such characteristic (for example, veteran status or a disability) you choose to mention in your resume or interview.',
        ],
      },
      { label: 'Sources', value: ['You.'] },
      {
        label: 'Disclosed for a business purpose to',
        value: [
          'Service providers and, as part of your profile, staffing agency partners and employers.',
        ],
      },
      { label: 'Sold or shared for targeted advertising', value: [NO] },
    ],
  },
  {
    title: 'Internet or other electronic network activity',
    fields: [
      {
        label: 'Examples',
        value: [
          'Pages and screens you view, buttons you tap, how you reached the service, and interactions with our ads.',
        ],
      },
      {
        label: 'Sources',
        value: ['Your device, our analytics providers and advertising partners.'],
      },
      {
        label: 'Disclosed for a business purpose to',
        value: ['Service providers and affiliates.'],
      },
      {
        label: 'Sold or shared for targeted advertising',
        value: ['Yes, to advertising partners.'],
      },
    ],
  },
  {
    title: 'Geolocation data',
    fields: [
      {
        label: 'Examples',
        value: [
          'The city or area you tell us, and an approximate location worked out from your IP address. We do not collect precise geolocation.',
        ],
      },
      { label: 'Sources', value: ['You and your device.'] },
      {
        label: 'Disclosed for a business purpose to',
        value: [
          'Staffing agency partners and employers (your city or area only), service providers and affiliates.',
        ],
      },
      {
        label: 'Sold or shared for targeted advertising',
        value: ['Yes: approximate location from your IP address, to advertising partners.'],
      },
    ],
  },
  {
    title: 'Audio and electronic information',
    fields: [
      { label: 'Examples', value: ['Recordings of your AI interview and of calls with us.'] },
      { label: 'Sources', value: ['You.'] },
      {
        label: 'Disclosed for a business purpose to',
        value: [
          'Service providers (such as speech-to-text and AI providers) and affiliates. Agencies receive reports and summaries built from your interview.',
        ],
      },
      { label: 'Sold or shared for targeted advertising', value: [NO] },
    ],
  },
  {
    title: 'Professional or employment-related information',
    fields: [
      {
        label: 'Examples',
        value: [
          'Work history, skills, certifications (such as a forklift certification), education, job preferences, pay expectations, availability, applications and their status, and feedback from agencies and employers.',
        ],
      },
      {
        label: 'Sources',
        value: ['You, your resume, your interview, staffing agency partners and employers.'],
      },
      {
        label: 'Disclosed for a business purpose to',
        value: ['Staffing agency partners and employers, service providers and affiliates.'],
      },
      { label: 'Sold or shared for targeted advertising', value: [NO] },
    ],
  },
  {
    title: 'Inferences',
    fields: [
      {
        label: 'Examples',
        value: [
          'The job preferences we extract from your interview, match scores, and the summaries in your profile and candidate reports.',
        ],
      },
      { label: 'Sources', value: ['Created by us from the other information in this list.'] },
      {
        label: 'Disclosed for a business purpose to',
        value: ['Staffing agency partners and employers, service providers and affiliates.'],
      },
      { label: 'Sold or shared for targeted advertising', value: [NO] },
    ],
  },
  {
    title: 'Sensitive personal information',
    fields: [
      {
        label: 'Examples',
        value: [
          'Citizenship or immigration status, when you confirm you are a lawful US resident or tell us about your work authorization, and any health or other sensitive detail you choose to mention.',
        ],
      },
      { label: 'Sources', value: ['You.'] },
      {
        label: 'Disclosed for a business purpose to',
        value: [
          'Service providers and, where it matters for a job, staffing agency partners and employers.',
        ],
      },
      { label: 'Sold or shared for targeted advertising', value: [NO] },
    ],
  },
]

/** The Privacy Policy shown at /privacy-policy (docs/product.md#the-public-pages). */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  metaDescription: `How ${P} collects, uses and shares job seekers' information, including AI interview recordings, and the choices and US state privacy rights you have.`,
  lastUpdated: LAST_UPDATED,
  summary: [
    p(
      `This policy explains what information ${P} ("${P}", "we", "us") collects about job seekers, how we use it, whom we share it with, and the choices and rights you have. It covers the ${P} website and web app and the calls, text messages and emails we send (together, the "service").`,
    ),
    p('The short version:'),
    list(
      'We share your profile with staffing agency partners and the employers they work with. Helping them consider you for jobs is the point of the service.',
      'We record and analyze your AI interview to learn your job preferences and to describe you to agencies.',
      'We do not sell your information for money. We do let advertising partners collect device and usage information for targeted ads, which some state laws call a "sale" or "sharing". You can opt out.',
      ['You can ask to see, correct or delete your information by writing to ', privacy, '.'],
    ),
  ],
  sections: [
    {
      id: 'scope',
      heading: 'Who we are and what this policy covers',
      blocks: [
        p(
          `${P} is a free service that helps people in the United States find hourly and industrial jobs. Hiring companies and staffing agencies pay us when they place a candidate. This policy applies to information about job seekers who use the service. The `,
          page('Terms of Service', '/terms'),
          ' also apply.',
        ),
        p(
          'Staffing agencies and employers that receive your information from us use it under their own privacy policies. This policy does not cover what they do with it.',
        ),
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [p('We collect the following information about you.')],
      subsections: [
        {
          id: 'contact-information',
          heading: 'Contact information',
          blocks: [
            p(
              'Your first and last name, mobile number and email address, and the one-time codes we text you to sign in.',
            ),
          ],
        },
        {
          id: 'profile-and-resume',
          heading: 'Profile and resume',
          blocks: [
            p(
              'What you tell us in your profile, such as the jobs you are looking for, where you live and an "about me" text, and your resume if you upload one, with what it contains: work history, skills, certifications and education. We also keep the feedback you give on jobs, your requests to change preferences and, if you delete your account, the reason you choose.',
            ),
          ],
        },
        {
          id: 'interview-audio-and-transcripts',
          heading: 'Interview audio and transcripts',
          blocks: [
            p(
              'When the AI recruiter interviews you, by web call or phone call, we record the audio and make a transcript. We also keep what we learn from them: your experience, availability, shift and pay preferences, commute and anything else you tell the recruiter. We do not use your voice to identify you and do not create voiceprints.',
            ),
          ],
        },
        {
          id: 'job-preferences',
          heading: 'Job preferences and matching',
          blocks: [
            p(
              'The job preferences we extract from your interview and profile, your match scores, the jobs we apply to for you, and the status and feedback that agencies and employers send us about your applications.',
            ),
          ],
        },
        {
          id: 'device-and-usage',
          heading: 'Device and usage information',
          blocks: [
            p(
              'When you use the service, we and our providers automatically collect your IP address, approximate location worked out from it, browser and device type, operating system, a device ID the app stores, mobile advertising ID where available, pages and screens you view, what you tap, the page that sent you to us, dates and times, and error and diagnostic logs. For texts and calls, we keep delivery status, times and call length.',
            ),
          ],
        },
        {
          id: 'cookies-and-analytics',
          heading: 'Cookies and analytics',
          blocks: [
            p(
              'We use cookies, local storage and similar technologies to keep you signed in, remember your settings, let the app work offline, understand how the service is used (analytics) and measure our advertising. Advertising partners may place their own cookies, pixels or similar tags to show you our ads on other sites and apps and to measure them. See ',
              see('Your choices', 'your-choices'),
              ' for how to limit them.',
            ),
          ],
        },
        {
          id: 'information-from-others',
          heading: 'Information from others',
          blocks: [
            list(
              'Staffing agency partners and employers: application status, interview and hiring outcomes, and feedback.',
              'Service providers: for example, text message and call delivery information, and security and fraud-prevention signals.',
              'Advertising and analytics partners: for example, which ad or campaign brought you to the service.',
            ),
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        p('We use the information we collect to:'),
        list(
          'create your account, send your sign-in codes and keep your account secure;',
          'run the AI interview, transcribe and analyze it, and build your profile and job preferences;',
          'match you with jobs, label high and good matches, and apply to high-match jobs for you;',
          'present your profile to staffing agency partners and send them candidate reports;',
          'send you texts, calls and emails about your account, interview, matches and applications;',
          'answer your questions and requests;',
          'understand how the service is used and improve it, including our matching and AI recruiter;',
          'advertise the service on other sites and apps and measure how well our ads work;',
          'prevent fraud and abuse, and protect the security of the service and our users;',
          'comply with the law and enforce our terms; and',
          'for any other purpose with your consent.',
        ),
        p(
          'Our matching uses automated processing to rank jobs and decide which ones to apply to for you. Agencies and employers, not our software, decide whom to hire. We may also create aggregated or de-identified information that no longer identifies you, and use it for any lawful purpose.',
        ),
      ],
    },
    {
      id: 'how-we-share-information',
      heading: 'How we share information',
      blocks: [
        p('We share information about you with:'),
        list(
          term(
            'Staffing agency partners and employers.',
            'Your profile, resume, contact details, job preferences and candidate reports built from your interview, so they can consider you for jobs and contact you. Agencies may pass them to the employers they recruit for.',
          ),
          term(
            'Service providers.',
            'Companies that work for us, such as hosting and storage, text message and phone carriers, speech-to-text and AI providers, email delivery, analytics, customer support and security. They may use the information only to provide their services to us.',
          ),
          term(
            'Advertising partners.',
            'Ad networks and platforms that receive device and usage information through cookies and similar technologies, to show you our ads elsewhere and measure them. We never give them your resume, your interview recordings or transcripts.',
          ),
          term('Affiliates.', `Companies under common ownership or control with ${P}.`),
          term(
            'Professional advisors.',
            'Lawyers, accountants, auditors, insurers and bankers, when we need their advice or services.',
          ),
          term(
            'Authorities and others, when the law requires or to protect people.',
            'Law enforcement, government agencies, courts and others, when we believe the law, a subpoena or another legal process requires it, or to protect the rights, property or safety of you, us or others, and to prevent fraud.',
          ),
          term(
            'Business transferees.',
            'Buyers, investors or successors, and their advisors, in a merger, acquisition, financing, reorganization, bankruptcy or sale of all or part of our business, including while such a deal is being considered.',
          ),
          term('Others, with your consent.', 'When you ask us to or agree that we may.'),
        ),
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        list(
          term(
            'Account settings.',
            'You can see your profile and preferences in the app, edit your details, ask us to change your preferences and delete your account from your profile.',
          ),
          term(
            'Text messages.',
            'Reply STOP to any text to stop receiving texts; reply HELP for help. Without texts, we cannot send you sign-in codes.',
          ),
          term(
            'Email.',
            'Use the unsubscribe link in any marketing email. We may still send emails about your account and applications.',
          ),
          term(
            'Do Not Track.',
            'Some browsers send Do Not Track signals. There is no common standard for them, so the service does not respond to Do Not Track signals. Where state law requires it, we treat a Global Privacy Control signal as a request to opt out of sales and targeted advertising for that browser.',
          ),
          term(
            'Cookies.',
            'Most browsers let you block or delete cookies and site data. Limits: if you do, you may be signed out and parts of the service, such as offline use, may not work; your choice applies only to that browser and device; and blocking cookies does not stop every similar technology.',
          ),
          term('Advertising opt-out tools.', [
            'You can opt out of targeted ads from companies that take part in the ',
            link(
              'Network Advertising Initiative opt-out',
              'https://optout.networkadvertising.org/',
            ),
            ' and the ',
            link('Digital Advertising Alliance WebChoices tool', 'https://optout.aboutads.info/'),
            '. These tools work per browser, only for participating companies, and you will still see ads that are not targeted.',
          ]),
          term(
            'Mobile advertising ID.',
            'On iPhone, go to Settings > Privacy & Security > Tracking and turn off "Allow Apps to Request to Track". On Android, go to Settings > Google > Ads (or Settings > Privacy > Ads) and delete or reset your advertising ID.',
          ),
          term('Privacy rights.', [
            'Depending on where you live, you have the rights described in ',
            see('Your US state privacy rights', 'state-privacy-rights'),
            '.',
          ]),
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        p(
          'We keep information for as long as we need it for the purposes in this policy. How long depends on whether you still have an account, what the information is, how sensitive it is, and what the law requires.',
        ),
        list(
          [
            'Recordings of your AI interview: ',
            recordingDays,
            ' after the interview ends. Then we delete them automatically.',
          ],
          'Profile, resume, interview transcripts and preferences: while you have an account. After you delete your account, we delete or de-identify them within 90 days, except where the law requires us to keep them longer.',
          'Records of your consent to texts and calls, and of opt-outs: as long as we need them to show we followed the law.',
          'Device and usage information: only as long as it is useful for analytics, security and advertising measurement.',
          'Backups: deleted information may stay in our backups for a limited time until they are overwritten.',
        ),
        p(
          'Information already shared with staffing agency partners and employers is kept under their own policies.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'How we protect information',
      blocks: [
        p(
          'We use administrative, technical and physical safeguards to protect your information, such as encryption in transit, access controls that limit who on our team can see your information, single-use sign-in codes that expire, and monitoring for abuse.',
        ),
        p(
          'No system is perfectly secure, so we cannot guarantee the security of your information. Keep your phone and sign-in codes safe. If a breach affects you, we will tell you as the law requires.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Where we process information',
      blocks: [
        p(
          `${P} has offices in the United States and India. Our team in India and some service providers may store or access your information outside the United States, where privacy laws may differ from those where you live. When we transfer information internationally, we protect it as this policy describes, with contracts and access controls.`,
        ),
        p('The service is meant only for people who live in the United States.'),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        p(
          'The service is not for anyone under 18, and we do not knowingly collect information about anyone under 18. If we learn that we have, we will delete it. If you believe a child under 18 has given us information, write to ',
          privacy,
          '.',
        ),
      ],
    },
    {
      id: 'state-privacy-rights',
      heading: 'Your US state privacy rights',
      blocks: [
        p(
          'Depending on the state you live in (for example California, Colorado, Connecticut, Minnesota, Oregon, Texas or Virginia), and subject to exceptions in the law, you have the following rights.',
        ),
      ],
      subsections: [
        {
          id: 'your-rights',
          heading: 'Your rights',
          blocks: [
            list(
              term(
                'Information.',
                'To know what categories of information we collect, where it comes from, why we use it and to whom we disclose it.',
              ),
              term(
                'Access.',
                'To confirm whether we process your information and to get a copy of it, in a portable format where the law requires.',
              ),
              term('Deletion.', 'To ask us to delete information about you.'),
              term('Correction.', 'To ask us to correct information about you that is wrong.'),
              term(
                'Opt out of targeted advertising, sales and profiling.',
                'To opt out of targeted advertising, of the sale of your information, and of profiling that helps make decisions with legal or similarly significant effects on you, such as decisions about employment opportunities.',
              ),
              term(
                'Revoke consent.',
                'To withdraw consent you have given us, for example to process sensitive information. This does not affect processing before you withdrew it.',
              ),
              term(
                'Nondiscrimination.',
                'We will not deny you the service, charge you differently or give you a different quality of service because you exercised your privacy rights.',
              ),
            ),
          ],
        },
        {
          id: 'exercising-your-rights',
          heading: 'How to exercise your rights',
          blocks: [
            p(
              'Send your request to our privacy mailbox, ',
              privacy,
              ', with the subject "Privacy request". Tell us your name, the mobile number on your account, the state you live in and what you are asking for. You can also delete your account yourself from your profile.',
            ),
            p(
              'To opt out of targeted advertising and sales, write to the privacy mailbox with the subject "Do not sell or share", or turn on Global Privacy Control in your browser.',
            ),
            p(
              'We will verify your identity before we act, usually by texting a code to the mobile number on your account. An authorized agent may make a request for you with your signed permission; we may ask you to confirm it. We answer within 45 days, or tell you within that time if we need up to 45 more days.',
            ),
          ],
        },
        {
          id: 'appeals',
          heading: 'Appeals',
          blocks: [
            p(
              'If we decline your request, you may appeal within 45 days after we tell you our decision. Write to ',
              privacy,
              ' with the subject "Privacy appeal" and explain why you disagree. We will answer your appeal in writing within 45 days of receiving it. If you are not satisfied with the answer, you may contact the attorney general of your state.',
            ),
          ],
        },
      ],
    },
    {
      id: 'california-disclosures',
      heading: 'California privacy disclosures',
      blocks: [
        p(
          'If you live in California, the California Consumer Privacy Act gives you the rights described in ',
          see('Your US state privacy rights', 'state-privacy-rights'),
          '. This section is our notice at collection and describes what we did in the 12 months before the date at the top of this policy.',
        ),
      ],
      subsections: [
        {
          id: 'california-categories',
          heading: 'Categories we collect and disclose',
          blocks: [
            {
              kind: 'records',
              label: 'Categories of personal information',
              records: californiaCategories,
            },
          ],
        },
        {
          id: 'california-sources',
          heading: 'Sources',
          blocks: [
            p(
              'We collect information from you, from your device, from staffing agency partners and employers, from service providers, and from advertising and analytics partners. See ',
              see('Information we collect', 'information-we-collect'),
              '.',
            ),
          ],
        },
        {
          id: 'california-purposes',
          heading: 'Purposes',
          blocks: [
            p(
              'We collect, use and disclose each category for the business and commercial purposes in ',
              see('How we use information', 'how-we-use-information'),
              ': providing the service, matching and applying to jobs, presenting your profile to agencies, communicating with you, security and fraud prevention, improving the service, advertising and legal compliance.',
            ),
          ],
        },
        {
          id: 'california-sold-or-shared',
          heading: 'Information sold or shared',
          blocks: [
            p(
              'We do not sell information for money. We do make identifiers (such as cookie and device IDs), internet activity and approximate location available to advertising partners for targeted advertising, which California law calls "selling" and "sharing". You can opt out as described in ',
              see('How to exercise your rights', 'exercising-your-rights'),
              '. We do not knowingly sell or share information about anyone under 16.',
            ),
            p(
              'We do not disclose your information to third parties for their own direct marketing.',
            ),
          ],
        },
        {
          id: 'california-sensitive-information',
          heading: 'Sensitive personal information',
          blocks: [
            p(
              'We use sensitive personal information only to provide the service you asked for, to keep it secure and for other purposes California law allows. We do not use it to infer characteristics about you, and we do not sell or share it.',
            ),
          ],
        },
        {
          id: 'california-retention',
          heading: 'Retention',
          blocks: [
            p(
              'We keep each category as described in ',
              see('How long we keep information', 'retention'),
              ': information in your account while you have it and up to 90 days after you delete it, and other information only as long as the law or its purpose requires.',
            ),
          ],
        },
      ],
    },
    {
      id: 'oregon-minnesota-third-parties',
      heading: 'Third parties for Oregon and Minnesota residents',
      blocks: [
        p(
          'If you live in Oregon or Minnesota, these are the categories of third parties to which we may disclose personal data:',
        ),
        list(
          'staffing agency partners and the employers they recruit for;',
          'advertising networks and advertising platforms;',
          'analytics providers;',
          'affiliates;',
          'professional advisors;',
          'law enforcement, government agencies and courts; and',
          'buyers, investors or successors in a business transfer.',
        ),
        p(
          'You may also ask us for a list of the specific third parties to which we have disclosed your personal data, by writing to ',
          privacy,
          '.',
        ),
        p(
          'If you live in Minnesota and a profiling decision had a legal or similarly significant effect on you, you may question the result, be told why it was made, review the personal data used, and, if that data was wrong, have it corrected and the decision reconsidered.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        p(
          'We may update this policy from time to time. When we do, we will change the "Last updated" date at the top. If a change is important, we will also tell you by text, email or a notice in the app before it takes effect.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        p('Privacy questions and requests: ', privacy, '.'),
        p('Anything else about the service: ', support, '.'),
      ],
    },
  ],
}
