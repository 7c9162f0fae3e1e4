/** User-facing texts from the spec's validation rules and error catalogue (sections 5 and 8), word for word. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most 100 characters.`,
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email.',
  emailTooLong: 'Email must be at most 200 characters.',
  messageRequired: 'Message is required.',
  messageTooLong: 'Message must be at most 5000 characters.',
  success: 'Thanks! Your message has been received.',
  failure: 'Couldn’t send your message right now. Please try again in a moment.',
  rateLimited: 'You’ve sent several messages in a short time. Please wait a few minutes and try again.',
} as const;

export const GENERIC_MESSAGES = {
  somethingWentWrong: 'Something went wrong. Please try again.',
  invalidRequest: 'Invalid request. Please reload and try again.',
  unavailable: 'Service is temporarily unavailable. Please retry.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notFound: 'Data not found.',
  permissionDenied: 'You don’t have permission to access this data.',
  forbiddenCharacters: 'Text can’t contain control characters or broken Unicode.',
  directionControls: 'Names and titles can’t contain characters that change the text direction.',
  directionOverrides: 'Text can’t contain characters that override the text direction.',
} as const;

/**
 * The Idempotency-Key of a creating request (one key per user action, made by the app). Apart from
 * GENERIC_MESSAGES, which every page's API client loads: only the server says these.
 */
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The “Idempotency-Key” header must be 8 to 64 letters, digits, “-” or “_”.',
  keyReused: 'This “Idempotency-Key” was already used for a different request. Use a new key.',
  stillProcessing: 'Your earlier request is still being processed. Please wait a moment and try again.',
} as const;
