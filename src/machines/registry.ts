import type { AnyStateMachine } from 'xstate';
import { apiErrorsMachine } from './apiErrors/machine';
import { authMachine } from './auth/machine';
import { platformLimitMachine } from './platformLimit/machine';
import { sessionMachine } from './session/machine';
import { routeChangeMachine } from './routeChange/machine';
import { sharedItemMachine } from './sharedItem/machine';
import { statechartGalleryMachine } from './statechartGallery/machine';
import { statusMachine } from './status/machine';
import { uploadCardMachine } from './uploadCard/machine';
import { waitlistMachine } from './waitlist/machine';

/** Every statechart of the app, with the words a product owner reads it by. Exported to statecharts/ and shown at /statecharts. */
export interface StatechartEntry {
  name: string;
  title: string;
  description: string;
  source: string;
  machine: AnyStateMachine;
}

export const statecharts: StatechartEntry[] = [
  {
    name: 'auth',
    title: 'Signing in and out',
    description:
      'Teachkit first reads its sign-in settings and finishes any sign-in the identity provider has just sent the teacher back from. A teacher with an account is signed in; otherwise signed out. Only one sign-in can be under way at a time: pressing "Login / Register" again while the browser is on its way to the sign-in page does nothing. Logging out sends the browser to the identity provider, which returns it to the login page.',
    source: 'src/machines/auth/machine.ts',
    machine: authMachine,
  },
  {
    name: 'session',
    title: 'Loading the teacher\'s profile',
    description:
      'Once a teacher is signed in, their profile is fetched (the app shows it is loading meanwhile). When it arrives with an id, the teacher is identified to analytics, a login event is recorded, the profile is kept and the robot\'s allowance is refreshed. If the profile cannot be loaded, only a log line is written. Logging out forgets the profile, the allowance and the flags.',
    source: 'src/machines/session/machine.ts',
    machine: sessionMachine,
  },
  {
    name: 'waitlist',
    title: 'Waitlist notice',
    description:
      'A teacher whose profile is not yet onboarded sees the waitlist notice. The only way to close it is "I understand", which marks the profile onboarded, saves it and records an analytics event. If saving fails the notice stays open with a message, so nothing is lost.',
    source: 'src/machines/waitlist/machine.ts',
    machine: waitlistMachine,
  },
  {
    name: 'platformLimit',
    title: 'Robot actions and the countdown',
    description:
      'The robot\'s allowance for the shift: a happy robot while actions are left, an offline robot ("Your robot needs a rest...") once they are used up. A countdown to the reset ticks every second and refreshes the allowance at zero. When the server answers "too many requests", a dialog explains that the robot has hit the limit.',
    source: 'src/machines/platformLimit/machine.ts',
    machine: platformLimitMachine,
  },
  {
    name: 'apiErrors',
    title: 'What happens when the server says no',
    description:
      'Every failed call is routed here. Not signed in (401): the current page is remembered and the teacher is signed out, coming back to that page after signing in. No permission (403): the pricing page opens. Too many requests (429): the robot dialog opens. Other errors are shown where they happened.',
    source: 'src/machines/apiErrors/machine.ts',
    machine: apiErrorsMachine,
  },
  {
    name: 'status',
    title: 'Service status page',
    description: 'The status page asks the server whether it is up and shows the answer, with a way to check again.',
    source: 'src/machines/status/machine.ts',
    machine: statusMachine,
  },
  {
    name: 'uploadCard',
    title: 'An upload card following its file',
    description:
      'A card shows one uploaded file. While the file is still being worked on (Queued, In Progress, or Failed - Retrying) the card checks on it every few seconds and shows what is happening: Uploaded, Checking Spelling & Grammar, Aligning Standards, Extracting Outcomes, or Processing. Once the file is Complete or has an Error it stops checking. The picture of the file is only fetched when the file is complete and at least a tenth of the card has scrolled into view, and it is kept for an hour.',
    source: 'src/machines/uploadCard/machine.ts',
    machine: uploadCardMachine,
  },
  {
    name: 'sharedItem',
    title: 'Opening something shared with you',
    description:
      'A shared link names the owner and the item, and may carry an access key. Teachkit loads the item (no sign-in needed) and shows it by type: an upload with its title, description and owner; a lesson with its header, description and plan, read-only; anything else as "Unknown shared item type". If the item cannot be fetched the page says "Not Found or You don\'t have Access" and suggests contacting the owner. A link missing the owner or item, or an item without its content, is shown as an error.',
    source: 'src/machines/sharedItem/machine.ts',
    machine: sharedItemMachine,
  },
  {
    name: 'routeChange',
    title: 'Moving between pages',
    description:
      'Every time the teacher opens another page, the new page starts at the top. Once they have stayed on it for half a second, one page view is recorded for it; clicking quickly through several pages records only the one they stop on.',
    source: 'src/machines/routeChange/machine.ts',
    machine: routeChangeMachine,
  },
  {
    name: 'statechartGallery',
    title: 'This gallery of statecharts',
    description:
      'The /statecharts page draws every flow of Teachkit from the running app (the drawing tool is fetched only when the page opens) and, for the flows running in this browser, highlights and names the state they are in right now, updating as they change. If the drawings fail, the page says so and offers to try again.',
    source: 'src/machines/statechartGallery/machine.ts',
    machine: statechartGalleryMachine,
  },
];
