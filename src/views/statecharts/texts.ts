/** The /statecharts page, for product owners. */
export const statechartTexts = {
  title: 'Statecharts',
  description: 'Every flow of Teachkit as a statechart, with the live state of this browser highlighted.',
  intro:
    'Each picture below is drawn from the running app itself. Where a flow is running in this browser, its current state is highlighted and named.',
  drawing: 'Drawing the statecharts...',
  failed: 'The statecharts could not be drawn.',
  retry: 'Try again',
  now: (states: string) => `Now: ${states}`,
  notRunning: 'Not running on this page.',
  diagram: (title: string) => `${title} statechart`,
} as const;
