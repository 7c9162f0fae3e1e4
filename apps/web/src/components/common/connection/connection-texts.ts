/** What the app says when the server or the network lets the user down ('honest states'). */
export const CONNECTION_TEXTS = {
  sessionErrorTitle: 'We couldn’t reach Teachloop',
  sessionError:
    'The server didn’t answer, so we couldn’t check that you’re signed in. You’re not signed out: try again in a moment.',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
  offline:
    'You’re offline. What you type stays on this device, and pages update when the connection returns.',
} as const;
