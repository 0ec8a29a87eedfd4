export const statusTexts = {
  title: 'Service status',
  checking: 'Checking the Teachkit API...',
  reachable: 'The Teachkit API is reachable.',
  unreachable: 'The Teachkit API cannot be reached right now.',
  unexpected: 'The status check is in an unexpected state.',
  checkAgain: 'Check again',
  home: 'Back to the home page',
  errorTitle: 'Something went wrong',
  chunkTitle: 'This page could not be loaded',
  chunkText: 'Part of Teachkit did not arrive in time. Your connection may have dropped; trying again usually helps.',
  tryAgain: 'Try again',
  errorText: 'Teachkit ran into a problem showing this page. Reloading usually helps; if not, check the service status.',
} as const;
