/** Robot limit texts (spec §4, §8). */
export const limitTexts = {
  needsRest: 'Your robot needs a rest...',
  hitLimitTitle: 'Your robot has hit the limit!',
  ready: 'Your robot is ready to help.',
  remaining: (remaining: number, max: number) =>
    `${remaining} of ${max} robot ${max === 1 ? 'action' : 'actions'} left in this shift.`,
  resetsIn: 'Shift resets in',
  backIn: 'Your robot is back in',
  countdownLabel: 'Time until your robot is back',
  upgrade: 'Upgrade for more robot actions',
  upgradeInPortal: 'Upgrade for more robot actions in the billing portal (opens in a new tab)',
  seePlans: 'See plans',
  close: 'Close',
  explanation:
    'Each shift gives your robot a set number of actions. Creating lessons, assessments, units of work or feedback, using the Studio, uploading and unpacking files, and using the API each count as one action.',
  whenHit: 'You have used every robot action in this shift. What you have already made is safe, and you can keep reading and editing it.',
  happyRobot: 'A happy robot, ready to help',
  offlineRobot: 'A sleeping robot, out of actions for this shift',
} as const;
