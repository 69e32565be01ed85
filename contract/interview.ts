import * as v from 'valibot'
import { freeText, plainText } from './text'
import { okEnvelope } from './envelope'

/**
 * The AI recruiter interview (docs/product.md#the-interview, docs/adr/0041): the engagement
 * calls and the JSON messages on the signalling socket at callEndpointUri.
 */

/**
 * connecting -> in_progress -> completed or abandoned. A phone interview (call-me) can also end
 * before it starts: the candidate did not pick up, the line was busy, the call could not be
 * placed, or voicemail answered. Every status but the first two is final.
 */
export const PHONE_CALL_OUTCOMES = ['no_answer', 'busy', 'failed', 'voicemail'] as const
export type PhoneCallOutcome = (typeof PHONE_CALL_OUTCOMES)[number]
export const ENGAGEMENT_STATUSES = [
  'connecting',
  'in_progress',
  'completed',
  'abandoned',
  ...PHONE_CALL_OUTCOMES,
] as const
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number]

/**
 * docs/product.md#the-web-call: close code 1000 is a normal end; anything else shows Connection
 * Lost.
 */
export const NORMAL_CLOSE = 1000
/** The server dropped the call (shutdown, replaced by a newer connection, abandoned). */
export const SERVER_DROPPED_CLOSE = 4000
/** The engagement is over (completed or abandoned) or its token no longer holds. */
export const ENGAGEMENT_ENDED_CLOSE = 4001
/** The client broke the protocol (malformed, oversized or too many messages, no hello first). */
export const PROTOCOL_VIOLATION_CLOSE = 4002
/**
 * The socket's hello did not prove the sign-in session that started the call (another sign-in,
 * a revoked or expired access token): it never joined the call, and a live connection goes on.
 */
export const WRONG_SESSION_CLOSE = 4003

/** Largest signalling message either side sends, in bytes (an SDP offer is ~4 KB). */
export const MAX_SIGNAL_MESSAGE_BYTES = 16 * 1024
/** A typed answer, like About me (docs/product.md#edit-profile). */
export const TYPED_ANSWER_MAX_LENGTH = 1000

/** GET /api/Engagement/GetWebrtcSetupDetailsForCandidate?candidateId= ('I agree', web call). */
export const webrtcSetupResponseSchema = okEnvelope(
  v.object({
    data: v.object({
      /** ws(s)://…/ws/interview/{engagementId}?token=… (a short-lived token for this call only). */
      callEndpointUri: v.pipe(v.string(), v.regex(/^wss?:\/\//, 'callEndpointUri must be ws(s)')),
      engagementId: v.pipe(v.string(), v.uuid()),
    }),
  }),
)
export type WebrtcSetup = v.InferOutput<typeof webrtcSetupResponseSchema>['data']['data']

/**
 * GET /api/Engagement/CreateCallForCandidate?candidateId= ('I agree', call-me): a phone
 * engagement whose call to the candidate's signed-in number is being placed; data.data is its id.
 */
export const createCallResponseSchema = okEnvelope(
  v.object({
    data: v.pipe(v.string(), v.uuid()),
    /**
     * The call does not ring yet: every recruiter was busy, and the call is placed as soon as one
     * is free. Absent (a server from before) reads as false.
     */
    waitingForRoom: v.optional(v.boolean(), false),
  }),
)

/** GET /api/Engagement/GetEngagementCallStatus?engagementId= */
export const engagementStatusQuerySchema = v.object({
  engagementId: v.pipe(plainText('engagementId'), v.uuid('engagementId must be a UUID')),
})
export const engagementStatusResponseSchema = okEnvelope(
  v.object({
    data: v.picklist(ENGAGEMENT_STATUSES),
    /**
     * A phone interview still 'connecting' whose call has not rung yet: every recruiter was busy,
     * and the call is placed as soon as one is free. Absent (a server from before) reads as false.
     */
    waitingForRoom: v.optional(v.boolean(), false),
  }),
)

const iceCandidateSchema = v.nullable(
  v.object({
    candidate: v.pipe(plainText('candidate.candidate'), v.maxLength(2048)),
    sdpMid: v.optional(v.nullable(v.pipe(plainText('candidate.sdpMid'), v.maxLength(64)))),
    sdpMLineIndex: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
    usernameFragment: v.optional(
      v.nullable(v.pipe(plainText('candidate.usernameFragment'), v.maxLength(256))),
    ),
  }),
)
export type SignalIceCandidate = v.InferOutput<typeof iceCandidateSchema>

/** SDP is lines ending in CRLF: free text. */
const sdpSchema = v.pipe(freeText('sdp'), v.minLength(1), v.maxLength(MAX_SIGNAL_MESSAGE_BYTES))

/**
 * Browser -> server, the first message and only then: the access token of the
 * sign-in that said 'I agree'. A socket that has not proved that session joins nothing, so a
 * leaked call URL cannot take over a live call. It travels in a frame, never in the URL (URLs
 * end up in logs), and only the same session may replace a live connection.
 */
export const signalHelloSchema = v.object({
  type: v.literal('hello'),
  accessToken: v.pipe(plainText('accessToken'), v.minLength(1), v.maxLength(4096)),
})
export type SignalHello = v.InferInput<typeof signalHelloSchema>

/*
 * A closed question's options (docs/adr/0008: every closed question can be answered by a tap): the
 * server sends them with the question's caption, the browser shows them as buttons beside it,
 * and a tap comes back as the option ids, never as words the extractor would have to read.
 */

/** The most options one question offers. */
export const MAX_ANSWER_CHOICES = 12
/** An option id: lower-case words joined by hyphens ('forklift-operator', '401k', 'yes'). */
const CHOICE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const choiceIdSchema = (field: string) =>
  v.pipe(plainText(field), v.maxLength(40), v.regex(CHOICE_ID, `${field} must be an option id`))
const distinct = (ids: string[]) => new Set(ids).size === ids.length

/** Server -> browser, in a caption: the options of the question it asks. */
const captionChoicesSchema = v.object({
  /** Several options may go together (sent with one button); else one tap is the answer. */
  multiple: v.boolean(),
  options: v.pipe(
    v.array(
      v.object({
        id: choiceIdSchema('choices.options[].id'),
        /** In the interview's language, as the recruiter would say it. */
        label: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
        /** An answer that excludes the others ('None needed'): picking it unpicks them. */
        exclusive: v.optional(v.boolean()),
      }),
    ),
    v.minLength(2),
    v.maxLength(MAX_ANSWER_CHOICES),
    v.check((options) => distinct(options.map((option) => option.id)), 'option ids must differ'),
  ),
})
export type CaptionChoices = v.InferOutput<typeof captionChoicesSchema>
export type AnswerChoice = CaptionChoices['options'][number]

/** Why a tapped answer was not taken: its question is over, or it does not offer those options. */
export const CHOICE_REJECTIONS = ['stale', 'invalid'] as const
export type ChoiceRejection = (typeof CHOICE_REJECTIONS)[number]

/** Browser -> server, after the hello. */
export const clientSignalSchema = v.variant('type', [
  v.object({ type: v.literal('offer'), sdp: sdpSchema }),
  v.object({ type: v.literal('candidate'), candidate: iceCandidateSchema }),
  /** An answer typed on the call screen instead of spoken. */
  v.object({
    type: v.literal('text'),
    text: v.pipe(freeText('text'), v.trim(), v.minLength(1), v.maxLength(TYPED_ANSWER_MAX_LENGTH)),
  }),
  /**
   * Options tapped for the question of caption `captionId` (one, or several of a `multiple`
   * question): an answer like a spoken or typed one. One the server cannot take gets a
   * `choiceRejected`.
   */
  v.object({
    type: v.literal('choice'),
    captionId: v.pipe(v.number(), v.integer(), v.minValue(0)),
    optionIds: v.pipe(
      v.array(choiceIdSchema('optionIds[]')),
      v.minLength(1),
      v.maxLength(MAX_ANSWER_CHOICES),
      v.check(distinct, 'optionIds must differ'),
    ),
  }),
  /** End interview: the server closes the engagement with what it has. */
  v.object({ type: v.literal('end') }),
])
export type ClientSignal = v.InferInput<typeof clientSignalSchema>

/** The kinds of turn the recruiter says, as captions name them. */
export const CAPTION_KINDS = ['greeting', 'question', 'followUp', 'readBack', 'closing'] as const
export type CaptionKind = (typeof CAPTION_KINDS)[number]

/** What the recruiter is doing, for the call screen. */
export const CALL_PHASES = ['waiting', 'speaking', 'listening', 'thinking', 'completed'] as const
export type CallPhase = (typeof CALL_PHASES)[number]

/** Server -> browser. */
export const serverSignalSchema = v.variant('type', [
  v.object({ type: v.literal('answer'), sdp: sdpSchema }),
  v.object({ type: v.literal('candidate'), candidate: iceCandidateSchema }),
  /**
   * The words of what the recruiter says now: greeting, question, follow-up, the read-back of
   * what it understood (and its 'What should I change?'), or closing.
   */
  v.object({
    type: v.literal('caption'),
    id: v.pipe(v.number(), v.integer(), v.minValue(0)),
    kind: v.picklist(CAPTION_KINDS),
    text: v.string(),
    /** Present when the turn asks a closed question: its options, as buttons. */
    choices: v.optional(captionChoicesSchema),
  }),
  /** The choice sent for caption `captionId` was not taken; the candidate may choose again. */
  v.object({
    type: v.literal('choiceRejected'),
    captionId: v.pipe(v.number(), v.integer(), v.minValue(0)),
    reason: v.picklist(CHOICE_REJECTIONS),
  }),
  v.object({
    type: v.literal('state'),
    phase: v.picklist(CALL_PHASES),
    /** Questions put so far and the most there will be. */
    questionsAsked: v.pipe(v.number(), v.integer(), v.minValue(0)),
    maxQuestions: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
])
export type ServerSignal = v.InferOutput<typeof serverSignalSchema>
