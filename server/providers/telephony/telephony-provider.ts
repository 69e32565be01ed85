/** One outbound phone interview call. */
export interface PlaceCallRequest {
  /** E.164, the candidate's signed-in number. */
  to: string
  /** wss://…/ws/phone/{token}: the media stream the call connects to (TwiML <Connect><Stream>). */
  streamUrl: string
  /** https URL the provider POSTs call progress to (Twilio StatusCallback and AMD callback). */
  statusCallbackUrl: string
}

export interface TelephonyProvider {
  readonly name: 'dev' | 'twilio'
  /** Places an outbound call; resolves with the provider's call id once the provider accepted it. */
  placeCall(request: PlaceCallRequest): Promise<{ callSid: string }>
  /** Ends a call in progress (e.g. voicemail answered). Never throws for a call already over. */
  hangUp(callSid: string): Promise<void>
}

export class CallPlacementError extends Error {
  override name = 'CallPlacementError'
}
