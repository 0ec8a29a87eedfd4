import type { AnyStateMachine } from 'xstate';
import { accountMoveMachine } from './accountMove/machine';
import { accountRemovalMachine } from './accountRemoval/machine';
import { apiErrorsMachine } from './apiErrors/machine';
import { apiKeysMachine } from './apiKeys/machine';
import { contactFormMachine } from './contactForm/machine';
import { assessmentBriefMachine } from './assessmentBrief/machine';
import { assessmentEditorMachine } from './assessmentEditor/machine';
import { assessmentFilesMachine } from './assessmentFiles/machine';
import { assessmentListMachine } from './assessmentList/machine';
import { assessmentMarkingMachine } from './assessmentMarking/machine';
import { studentReadingMachine } from './studentReading/machine';
import { assessmentReaderMachine } from './assessmentReader/machine';
import { slicePickerMachine } from './slicePicker/machine';
import { unitBriefMachine } from './unitBrief/machine';
import { unitEditorMachine } from './unitEditor/machine';
import { unitAssessmentMachine } from './unitAssessment/machine';
import { unitFilesMachine } from './unitFiles/machine';
import { unitGlossaryMachine } from './unitGlossary/machine';
import { unitListMachine } from './unitList/machine';
import { authMachine } from './auth/machine';
import { commentBankMachine } from './commentBank/machine';
import { commentBriefMachine } from './commentBrief/machine';
import { commentEditorMachine } from './commentEditor/machine';
import { commentListMachine } from './commentList/machine';
import { itemSharingMachine } from './itemSharing/machine';
import { lessonBriefMachine } from './lessonBrief/machine';
import { lessonEditorMachine } from './lessonEditor/machine';
import { glossaryMachine, pedagogyMachine, questionsMachine } from './lessonInsights/insights';
import { lessonListMachine } from './lessonList/machine';
import { lessonPresentationMachine } from './lessonPresentation/machine';
import { lessonSuggestionsMachine } from './lessonSuggestions/machine';
import { lessonReplanMachine } from './lessonReplan/machine';
import { mySyllabiMachine } from './mySyllabi/machine';
import { navMenusMachine } from './navMenus/machine';
import { outcomeBrowseMachine, outcomeSearchMachine } from './outcomePicker/machine';
import { platformLimitMachine } from './platformLimit/machine';
import { profileDetailsMachine } from './profileDetails/machine';
import { profileUsageMachine } from './profileUsage/machine';
import { sessionMachine } from './session/machine';
import { routeChangeMachine } from './routeChange/machine';
import { sharedItemMachine } from './sharedItem/machine';
import { sharingOverviewMachine } from './sharingOverview/machine';
import { statechartGalleryMachine } from './statechartGallery/machine';
import { statusMachine } from './status/machine';
import { studioHistoryMachine } from './studioHistory/machine';
import { studioToolMachine } from './studioTool/machine';
import { studioStartMachine } from './studioStart/machine';
import { studentLessonMachine } from './studentLesson/machine';
import { studentAnswersMachine } from './studentAnswers/machine';
import { assessmentAnsweringMachine } from './assessmentAnswering/machine';
import { syllabusEditorMachine } from './syllabusEditor/machine';
import { sliceReviewMachine } from './sliceReview/machine';
import { sliceSearchMachine } from './sliceSearch/machine';
import { uploadCardMachine } from './uploadCard/machine';
import { uploadDialogMachine } from './uploadDialog/machine';
import { uploadEditorMachine } from './uploadEditor/machine';
import { uploadListMachine } from './uploadList/machine';
import { uploadOutcomesMachine, uploadSpellingMachine } from './uploadReports/reports';
import { uploadSlicesMachine } from './uploadSlices/machine';
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
      'Teachkit first reads its sign-in settings. Only when the browser holds a sign-in (a remembered account, or the identity provider sending the teacher back) does it load the sign-in library to restore it; a visitor who never signed in is signed out at once, and the library loads when they press "Login / Register". A teacher with an account is signed in; otherwise signed out. Only one sign-in can be under way at a time: pressing "Login / Register" again while the browser is on its way to the sign-in page does nothing. Logging out sends the browser to the identity provider, which returns it to the login page.',
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
    name: 'sharingOverview',
    title: 'Sharing and Privacy',
    description:
      'The Sharing and Privacy page loads two lists: what the teacher shares (each item with its title, kind, who can see it, when it last changed and, for a link share, the link to copy) and what other teachers share with them, each opening the shared view. "Change" opens one share\'s settings in place: only me, specific people (with their email addresses) or anyone with the link; "Save sharing" saves them and the page confirms what changed. "Stop sharing" asks first, then makes the item private again, retiring its link. If a list cannot be loaded the teacher can try again; a failed save or stop keeps the lists and says why. While the teacher\'s email address is unconfirmed, "Shared with me" says that nothing shared with it shows until they confirm it, sends a new confirmation link on request, and checks again when they say they have confirmed it.',
    source: 'src/machines/sharingOverview/machine.ts',
    machine: sharingOverviewMachine,
  },
  {
    name: 'sharedItem',
    title: 'Opening something shared with you',
    description:
      'A shared link names the owner and the item, and may carry an access key. Teachkit loads the item (no sign-in needed) and shows it by type, read-only, with its owner: an upload with its title and description; a lesson with its header, description and plan; an assessment with its questions, answers and rubric; a comment set with each student\'s comment; a unit with its outcomes and sequence of lessons; anything else as "Unknown shared item type". If the item cannot be fetched the page says "Not Found or You don\'t have Access" and suggests contacting the owner. A link missing the owner or item, or an item without its content, is shown as an error. A teacher the item is shared with by name (not a link holder) can make their own copy of a lesson, assessment, unit or comment set; the copy opens in their editor, and a failed copy says why.',
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
    name: 'navMenus',
    title: 'The top bar\'s menus',
    description:
      'The signed-in top bar\'s menus (Build and Plan, the phone menu and the account menu) load when first wanted rather than with the page, which then opens sooner. Until then each menu\'s button stands alone: pointing at one starts the download, and pressing one opens that menu as soon as it is there. If the download fails the buttons stay as they were, and wanting a menu again tries again.',
    source: 'src/machines/navMenus/machine.ts',
    machine: navMenusMachine,
  },
  {
    name: 'statechartGallery',
    title: 'This gallery of statecharts',
    description:
      'The /statecharts page draws every flow of Teachkit from the running app (the drawing tool is fetched only when the page opens) and, for the flows running in this browser, highlights and names the state they are in right now, updating as they change. If the drawings fail, the page says so and offers to try again.',
    source: 'src/machines/statechartGallery/machine.ts',
    machine: statechartGalleryMachine,
  },
  {
    name: 'unitList',
    title: 'Your units of work',
    description:
      'The units page ("Structure Units of Work" in the Build and Plan menu) lists the teacher\'s units, most recently changed first, each with its title (which opens the unit to read), year level, subject, how many outcomes it covers and how many weeks and lessons a week it runs, and "Edit" to open its sequence. The list arrives a page at a time: the next page loads as the teacher scrolls to the end, and "Load more units" does the same for keyboard and screen-reader users. If more cannot be loaded, the ones shown stay and the button says "Try again". Deleting a unit always asks first ("Delete this unit?"); lessons already made from it stay. It leaves the list only once the server has deleted it.',
    source: 'src/machines/unitList/machine.ts',
    machine: unitListMachine,
  },
  {
    name: 'unitBrief',
    title: 'Structuring a new unit of work',
    description:
      '"New unit" opens a form: title, description, year level, subject, weeks (4 unless changed), lessons per week (3 unless changed) and the curriculum outcomes the unit covers, chosen with the same search and browse as a lesson\'s brief. "Structure unit" needs a title and at least one outcome. It sequences the lessons so every outcome is introduced, practised, revisited and assessed, which uses one robot action, and opens the new unit on its sequence. If the server says no (a field to fix, such as more than 60 lessons, or the robot needs a rest), the teacher is back on the form with everything they entered still there.',
    source: 'src/machines/unitBrief/machine.ts',
    machine: unitBriefMachine,
  },
  {
    name: 'unitEditor',
    title: 'Reading and editing a unit of work',
    description:
      'A unit is loaded once for its page and kept while the teacher moves between its tabs: details, sequence, coverage, glossary, share and export. Edits to the details (title, description, year level, subject, lesson length, methodology) and to the sequence (lessons moved up or down with buttons that work from the keyboard, inserted, retitled, their role and outline rewritten) are one draft: "Save" is possible once something changed, "Discard changes" returns to the saved unit, and a refused save keeps every edit with each message beside its field. "Plan again" sequences the unit afresh from its outcomes (one robot action) while no lesson has been made from it and nothing is unsaved. "Create the lessons" (with nothing unsaved) makes each outline into a real lesson, one robot action each, counting them in ("3 of 8 lessons created"); each made lesson links to its editor. If the robot reaches its limit part-way, the lessons made so far stay linked, the tab says why it stopped and the robot-needs-a-rest dialog opens; pressing the button later makes the rest. The coverage tab shows the outcomes × lessons grid of the saved unit and names the outcomes not taught or not assessed. The read view of a unit (/units/{id}) is the same flow without the editing.',
    source: 'src/machines/unitEditor/machine.ts',
    machine: unitEditorMachine,
  },
  {
    name: 'unitGlossary',
    title: 'A unit\'s glossary',
    description: "The glossary tab of a unit asks for the key terms of its outcomes, with meanings students can read, as soon as it opens. If that fails, the teacher can try again.",
    source: 'src/machines/unitGlossary/machine.ts',
    machine: unitGlossaryMachine,
  },
  {
    name: 'unitFiles',
    title: 'A unit\'s files',
    description:
      'The export tab downloads the unit as a planning document for Word (details, outcomes, sequence, coverage, glossary) and as an IMS Common Cartridge of its lessons for a learning management system. One file at a time, named after the unit; a file that cannot be fetched says so, and the button can be pressed again.',
    source: 'src/machines/unitFiles/machine.ts',
    machine: unitFilesMachine,
  },
  {
    name: 'unitAssessment',
    title: "A unit's assessment",
    description:
      'On the sequence tab, the unit\'s assessment point ("assess") becomes a real assessment: one press makes it, a robot action, with items and a rubric on every outcome of the unit, and opens it in the assessment editor. The sequence then links to it, and pressing again opens the one already made instead of making another. A refusal (the robot\'s limit, a unit without an assessment point) is said beside the button, which can be pressed again.',
    source: 'src/machines/unitAssessment/machine.ts',
    machine: unitAssessmentMachine,
  },
  {
    name: 'assessmentList',
    title: 'Your assessments',
    description:
      'The assessments page lists the teacher\'s assessments, most recently changed first, each with its title (which opens its items), year level, subject, how many outcomes it assesses and how many students are on its class list. The list arrives a page at a time: the next page loads as the teacher scrolls to the end, and "Load more assessments" does the same for keyboard and screen-reader users. If more cannot be loaded, the ones shown stay and the button says "Try again". Deleting an assessment always asks first ("Delete this assessment?"), since its marks go with it; it leaves the list only once the server has deleted it.',
    source: 'src/machines/assessmentList/machine.ts',
    machine: assessmentListMachine,
  },
  {
    name: 'assessmentBrief',
    title: 'Making a new assessment',
    description:
      '"New assessment" opens a form: title, description, year level, subject and the curriculum outcomes to assess, chosen with the same search and browse as a lesson\'s brief. "Create assessment" needs a title and at least one outcome. It writes the items and a rubric from the outcomes, which uses one robot action, and opens the new assessment on its items. If the server says no (a field to fix, or the robot needs a rest), the teacher is back on the form with everything they entered still there.',
    source: 'src/machines/assessmentBrief/machine.ts',
    machine: assessmentBriefMachine,
  },
  {
    name: 'assessmentEditor',
    title: 'Editing an assessment',
    description:
      'An assessment opens on its tabs: details (title, description, year level, subject, the outcomes assessed and any outcome the teacher should add content for), items (each question, its answer and its marks editable; options and marking points shown) and the rubric (a table of criteria by levels, every criterion title and descriptor editable). The edits of all three tabs are one draft: "Save" is possible once something changed, "Discard changes" returns to what is saved, and "Saved." confirms. A refused save keeps every edit, with each message beside its field.',
    source: 'src/machines/assessmentEditor/machine.ts',
    machine: assessmentEditorMachine,
  },
  {
    name: 'assessmentReader',
    title: 'Reading an assessment',
    description:
      'At /assessments/{id} an assessment is read whole: its outcomes, every item with its answer, marking points and marks, and the rubric with a descriptor for each level. It loads first; if that fails, the teacher can try again (an assessment that is not theirs, or not there, says "Not Found or You don\'t have Access"). Nothing is edited here: "Edit" opens the editor on its items and "Mark" its marking.',
    source: 'src/machines/assessmentReader/machine.ts',
    machine: assessmentReaderMachine,
  },
  {
    name: 'assessmentMarking',
    title: 'Marking a class',
    description:
      'The marking tab holds the class list (names typed or pasted one a line, or a CSV file) and a grid of students by rubric criteria where each cell takes a level from a list, by mouse or keyboard. A chosen level, or the level proposed from the student\'s work and accepted with one action, shows at once and is saved in the order chosen; so are marks the teacher gives an item over the key\'s or the rubric\'s. Each answer from the server brings the student\'s total out of the paper\'s marks, percentage and grade band (the band once every item has its marks and every criterion a level). If the server refuses a level, the cells waiting are put back as they were and the reason is shown. A student\'s name opens their work below the grid: the levels chosen with their descriptors, their answer to each item (as answered online, or typed in from the paper) with what the engine read in it, their response (typed, pasted, or taken from an upload), the feedback drafted from their work and the levels, and the teacher\'s own feedback, which can start from that draft. Work typed and not saved is kept for each student while the teacher moves between them (the grid marks who has some), and is saved in the same order as the levels; if the server refuses it, it stays with the reason. Saving the class list reloads the grid; students keep their marks by name.',
    source: 'src/machines/assessmentMarking/machine.ts',
    machine: assessmentMarkingMachine,
  },
  {
    name: 'studentReading',
    title: 'Reading a student\'s work',
    description:
      'When a student\'s work is open on the marking tab, Teachkit reads what is saved of it: each objective item marked from the answer key, the marking points found in each written answer with the student\'s own words quoted, and a level proposed for each rubric criterion with its evidence and reason. While it reads, the work says so; if the reading cannot be loaded, it says why and can try again. Saving the work reads it again. Nothing read is a mark: "Accept" beside a proposed level or item mark saves it as the teacher\'s own, and the grid\'s level picker and the item\'s marks change it.',
    source: 'src/machines/studentReading/machine.ts',
    machine: studentReadingMachine,
  },
  {
    name: 'slicePicker',
    title: 'Taking text from an upload',
    description:
      '"Take text from an upload" (for a student\'s response) lists the teacher\'s finished uploads, newest first, 25 at a time: "Show more uploads" adds the next 25, before or after one is chosen (if they cannot be loaded, those listed stay, the picker says why and the button tries again). Choosing one shows its slices, a page at a time with "Show more slices"; words typed and searched for (a student\'s name) narrow them. "Use" hands a slice\'s text over and the list stays open for the next page of the same work. If the uploads cannot be loaded, the picker says so and can try again; if slices cannot be loaded, it says so and another search or upload can be chosen. Closing forgets the choice.',
    source: 'src/machines/slicePicker/machine.ts',
    machine: slicePickerMachine,
  },
  {
    name: 'commentList',
    title: 'Your comment sets',
    description:
      'The feedback comments page lists the teacher\'s comment sets, most recently changed first, each with its title (which opens its comments), year level, subject, how many outcomes it speaks to and how many students it has, and a "Read" button for the read-only view. The list arrives a page at a time: the next page loads as the teacher scrolls to the end, and "Load more comment sets" does the same for keyboard and screen-reader users. If more cannot be loaded, the ones shown stay and the button says "Try again". Deleting a set always asks first ("Delete this comment set?") and it leaves the list only once the server has deleted it.',
    source: 'src/machines/commentList/machine.ts',
    machine: commentListMachine,
  },
  {
    name: 'commentBrief',
    title: 'Starting a comment set',
    description:
      '"New comment set" opens a form with a title, year level and subject, and a choice of where the class comes from. Either the teacher chooses the curriculum outcomes (the same search and browse as a lesson\'s brief) and pastes the class, one name a line; or they pick one of their marked assessments, whose class and outcomes come along with each student\'s achievement worked out from their marks ("Write comments from these marks" on an assessment\'s results opens the form with it chosen and the title filled in). The teacher\'s assessments are fetched first; if they cannot be, the outcomes way still works. "Create comment set" needs a title and outcomes or an assessment, uses one robot action and opens the new set (on its class, or on its comments when it came from an assessment). If the server says no, the teacher is back on the form with everything still there.',
    source: 'src/machines/commentBrief/machine.ts',
    machine: commentBriefMachine,
  },
  {
    name: 'commentEditor',
    title: 'Writing a class\'s comments',
    description:
      'A comment set opens on its class, its outcomes or its comments (also read through, unchanged, on its own page). The class tab holds each student\'s name, pronouns, achievement on each outcome (beginning to extending, or not rated) and evidence notes, and takes more names pasted one a line. Every change is kept in a draft: "Save" is possible only when something changed, "Discard changes" goes back to the saved set, and a refused save keeps every edit with the reason. "Write every comment" (or "Write this comment" for one student) writes comments from the saved class, one robot action; a comment can be rewritten for the student, the family or the next teacher, or shortened to a length, and the rewrite is offered beside it until the teacher uses it (then saves) or dismisses it. Writing and rewriting wait until the changes are saved. Any comment can be kept in the teacher\'s comment bank.',
    source: 'src/machines/commentEditor/machine.ts',
    machine: commentEditorMachine,
  },
  {
    name: 'commentBank',
    title: 'The comment bank',
    description:
      'The bank tab of a comment set fetches the comments the teacher has kept, newest first. Each can be added to a student\'s comment (the set then has unsaved changes) or deleted; a deleted comment leaves the list once the server has deleted it, and a failed delete keeps it with the reason. If the bank cannot be loaded, "Try again" fetches it again.',
    source: 'src/machines/commentBank/machine.ts',
    machine: commentBankMachine,
  },
  {
    name: 'assessmentFiles',
    title: 'An assessment\'s files',
    description:
      'The results tab shows how many students reached each level of each criterion and downloads the results as a CSV for a spreadsheet (each student\'s level per criterion, score, percentage, grade and feedback). The export tab downloads the paper as a Word document (questions, lines to write on, marks, the marking guide and the rubric) and a QTI 3.0 package for a learning management system. One file at a time, named after the assessment; a file that cannot be fetched says so, and the button can be pressed again.',
    source: 'src/machines/assessmentFiles/machine.ts',
    machine: assessmentFilesMachine,
  },
  {
    name: 'lessonList',
    title: 'Your lessons',
    description:
      'The lessons page lists the teacher\'s lessons, most recently changed first, each with its Enhanced and methodology badges, its title (which opens the editor) and the start of its description. The list arrives 25 lessons at a time: the next lessons load by themselves as the teacher scrolls to the end, and a "Load more lessons" button does the same for keyboard and screen-reader users. If more lessons cannot be loaded, the ones shown stay and the button says "Try again". Deleting a lesson always asks first ("Delete this lesson?"); only once the server has deleted it does it leave the list. If the list cannot be loaded at all, the teacher can try again.',
    source: 'src/machines/lessonList/machine.ts',
    machine: lessonListMachine,
  },
  {
    name: 'studioStart',
    title: 'Starting anything from the Studio',
    description:
      'The Studio opens on its Start tab. The teacher chooses what to make (a lesson, an assessment, a unit of work or feedback comments) and what to make it from: a topic (it becomes the title, and the three closest curriculum outcomes are chosen from it), outcomes they choose with the outcome picker, a text they paste (at least 40 characters: its first sentence becomes the title, the text the description, and the closest outcomes are chosen from it), or one of their complete uploads (its three best-matched outcomes and the passage that matches the best one; the uploads are listed newest first, 25 at a time, and "Show more uploads" adds the next 25; if they cannot be loaded, those listed stay and the page says why). Year level and subject are optional. The button ("Plan lesson", "Build assessment", "Structure unit", "Write comments") waits until the source has what it needs; the list of uploads loads when the teacher chooses to start from one. Starting shows three steps as they happen: finding the outcomes and the brief, making the item (one robot action), adding it to the Studio history; then the new item opens in its editor. If no outcome matches, a field is refused or the robot needs a rest, the teacher is back on the form with everything as they typed it. If only the history line cannot be written, the item still opens.',
    source: 'src/machines/studioStart/machine.ts',
    machine: studioStartMachine,
  },
  {
    name: 'studioTool',
    title: 'The Studio\'s quick tools',
    description:
      'Each quick tool of the Studio (Rewrite, Questions, Glossary, Exit ticket) has its own tab. The teacher pastes a text, chooses a grade (Kindergarten to Grade 12, Grade 5 at first) and, if they like, a subject, and runs the tool; the button waits for some text. The text, grade and subject stay as they are when the teacher moves to another tool, and each tool keeps its latest result on its tab. While the robot works the form cannot be changed and the button says "Working on it...". The result appears under the form: for Rewrite the rewritten text, the reading level before and after, every change made and a note when subject words keep it above the level; for Questions and Exit ticket the questions, with their answers hidden until "Show answers"; for Glossary the terms with their definitions and where each came from. A photo or screenshot of a page (PNG or JPEG, at most 5 MB) can stand in for the text: choosing one runs the tool on the text read from it (the spec\'s generic call), and that text takes the text box\'s place, to check and to run the other tools on; a picture of another kind or too large is refused at once, at the picture. A refused run keeps everything typed: a field to fix is named at the field, and when the robot needs a rest the page says so. Every run counts one robot action and is kept in the history.',
    source: 'src/machines/studioTool/machine.ts',
    machine: studioToolMachine,
  },
  {
    name: 'studioHistory',
    title: 'The Studio history',
    description:
      'The History tab lists the teacher\'s Studio runs, newest first, each with its tool, date and the start of its text. Older runs come a page at a time, by themselves as the teacher scrolls to the end or with "Load more"; if they cannot be loaded the runs shown stay and the button says "Try again". "Open" shows a run again as it came out, with the text it was run on and its answers hidden until asked for; "Back to history" returns to the list as it was. If a run cannot be opened the list stays, with the reason. If the history cannot be loaded at all, the teacher can try again.',
    source: 'src/machines/studioHistory/machine.ts',
    machine: studioHistoryMachine,
  },
  {
    name: 'lessonBrief',
    title: 'Planning a new lesson',
    description:
      '"Plan Lessons" opens the brief: title, description, methodology (inquiry unless the teacher picks direct or project), Enhanced, year level, subject, duration and the curriculum outcomes the lesson works towards. "Plan lesson" needs a title and at least one outcome, and says which is missing; nothing is sent or counted until both are there. It creates the lesson and its plan, which uses one robot action, and opens the plan. If the server says no (a field to fix, or the robot needs a rest), the teacher is back on the brief with everything they entered still there.',
    source: 'src/machines/lessonBrief/machine.ts',
    machine: lessonBriefMachine,
  },
  {
    name: 'lessonEditor',
    title: 'Reading and editing a lesson',
    description:
      'A lesson is loaded once for its page and kept while the teacher moves between the editor\'s tabs. Edits to the title, phases, success criteria and outcomes are a draft: "Save" is only possible when the draft differs from the saved lesson, and "Discard changes" goes back to it. Removing an outcome also removes it from the phases that cite it. The plan\'s teaching content is part of the draft: the learning outcome and lists, the starter and exit checks and each phase\'s check and practice with their answers, keywords (a definition the teacher rewrites becomes theirs), misconceptions, worked examples, each phase\'s texts and videos (a YouTube or Vimeo link plays in the site\'s privacy-enhanced player) and a project\'s lessons. If saving is refused, each message appears next to the field it is about and nothing typed is lost; the same when the robot needs a rest. A suggestion put into the lesson from the suggestions tab replaces the lesson here too.',
    source: 'src/machines/lessonEditor/machine.ts',
    machine: lessonEditorMachine,
  },
  {
    name: 'itemSharing',
    title: 'Sharing an item, and a lesson\'s join code',
    description:
      'The share tab of a lesson, an upload, an assessment, a comment set or a unit shows who can see the item: only the teacher, named people (by email), or anyone with the link. "Save sharing" is possible only after a change, and sharing with people needs at least one address; once saved the tab says "Sharing saved." until the next change. A link share gets a full address with an access key, which the teacher can copy. Going from named people to "Anyone with the link" asks first, naming the people who will no longer find the item under "Shared with me". A lesson also has the six-character code students join with; drawing a new one retires the old. Other items have no join code.',
    source: 'src/machines/itemSharing/machine.ts',
    machine: itemSharingMachine,
  },
  {
    name: 'lessonPresentation',
    title: 'Slides for a lesson',
    description:
      'The present tab previews the slides (a title slide, one per phase, then the success criteria and key vocabulary). "Download slides (.pptx)" saves them as lesson-{id}.pptx; if that fails the teacher is told and can try again.',
    source: 'src/machines/lessonPresentation/machine.ts',
    machine: lessonPresentationMachine,
  },
  {
    name: 'lessonSuggestions',
    title: 'Suggestions for a lesson',
    description:
      'The suggestions tab lists improvements for one aspect of the lesson at a time: differentiation, engagement, assessment or timing. "Add to lesson" puts one into the saved lesson, which the editor then shows; a suggestion already added cannot be added twice.',
    source: 'src/machines/lessonSuggestions/machine.ts',
    machine: lessonSuggestionsMachine,
  },
  {
    name: 'lessonReplan',
    title: 'Re-planning a lesson after its outcomes changed',
    description:
      'On the outcomes tab, once the teacher has saved different outcomes from those the plan was made from, Teachkit offers to plan the lesson again, and keeps offering (after leaving the tab or reloading the page) until the teacher answers. "Re-plan from these outcomes" rebuilds the phases, checks and teaching content from the new outcomes (one robot action) and the editor shows the new plan; "Keep the plan" records that the plan fits the new outcomes as it is (no robot action). Either way the offer goes away, and comes back if the outcomes change again. With unsaved changes, the teacher saves first. If the server says no (the robot needs a rest), the offer stays with the reason.',
    source: 'src/machines/lessonReplan/machine.ts',
    machine: lessonReplanMachine,
  },
  {
    name: 'lessonGlossary',
    title: 'Glossary and student instructions',
    description:
      "The glossary tab asks for the lesson's key terms with their meanings and for the instructions students read, with their reading level, as soon as it opens. If that fails, the teacher can try again.",
    source: 'src/machines/lessonInsights/machine.ts',
    machine: glossaryMachine,
  },
  {
    name: 'lessonQuestions',
    title: 'Questions for a lesson',
    description:
      'The questions tab waits for the teacher to ask (with an optional focus), then shows questions at different thinking levels with an answer guide each. Asking again replaces them.',
    source: 'src/machines/lessonInsights/machine.ts',
    machine: questionsMachine,
  },
  {
    name: 'lessonPedagogy',
    title: 'How a lesson teaches',
    description:
      "The pedagogy tab shows, as soon as it opens, how the lesson's activities spread over Bloom's (or SOLO) levels with recommendations, the six 21st Century Learning Design ratings with their reasons, and which Education 4.0 skills it builds. Choosing the other taxonomy asks again.",
    source: 'src/machines/lessonInsights/machine.ts',
    machine: pedagogyMachine,
  },
  {
    name: 'outcomeSearch',
    title: 'Searching curriculum outcomes',
    description:
      'The teacher types some words and searches the real curriculum statements, best match first, in every framework or one chosen under "Search in". The button waits for words. Under the results are the attribution texts the curriculum publishers ask for.',
    source: 'src/machines/outcomePicker/machine.ts',
    machine: outcomeSearchMachine,
  },
  {
    name: 'outcomeBrowse',
    title: 'Browsing curriculum outcomes',
    description:
      "The frameworks load first. The teacher then chooses a framework and a subject or a year level; as soon as the choice names enough, its outcomes are listed in the publisher's order, with the attribution texts underneath. Any change of choice lists again.",
    source: 'src/machines/outcomePicker/machine.ts',
    machine: outcomeBrowseMachine,
  },
  {
    name: 'studentLesson',
    title: 'A student joins a lesson',
    description:
      'A student opens /lesson/{code} without an account and sees the lesson\'s title, what they are learning, the words to know and their steps. A code that matches no lesson says so clearly ("No lesson has this code. Check the code with your teacher."); any other problem offers to try again.',
    source: 'src/machines/studentLesson/machine.ts',
    machine: studentLessonMachine,
  },
  {
    name: 'studentAnswers',
    title: 'A student answers an assessment online',
    description:
      'A student opens /answer/{code} without an account. A code that matches no assessment says so ("No assessment has this code. Check the code with your teacher."); an assessment the teacher has not opened, or has closed, says to ask the teacher and offers to try again. The student taps their name on the class list or types it (a typed name not on the list is added to it, so the teacher sees who answered); a name another device holds is refused with a word to ask the teacher to free it. Each answer is kept on the device at once and sent after a short pause; with no connection the answers wait on the device, the page says so, and they are sent when the connection is back (or tried again every 15 seconds). After a reload the device\'s answers are laid over the saved ones and any not yet sent are sent. Handing in asks first and happens once; afterwards the page shows the answers handed in and, while it stays open, asks the server every 30 seconds (and at once when the page comes back into view or back online) whether the teacher has reopened them: if so, the student is back to answering with their answers, told "Your teacher reopened your answers". A code that stops answering or a name freed ends the asking. When the teacher draws a new code, the old one stops working: a save then says "This code no longer works", the answers stay on the device, and the student types the new code to go on (their name is picked again under it and the device\'s answers laid over the saved ones). If the server will not take the answers (answering closed, the name freed), the page says why and offers to start again.',
    source: 'src/machines/studentAnswers/machine.ts',
    machine: studentAnswersMachine,
  },
  {
    name: 'assessmentAnswering',
    title: 'Opening an assessment for answering online',
    description:
      'On the assessment\'s Share tab: the code students answer with (drawn the first time answering is opened, kept after; "New code" draws another, which retires the old one and frees every name for students to pick again with it, their answers and hand-ins kept), a button to open or close answering, and the class list with who has not started, who is answering and when each student handed in, read again every 5 seconds while answering is open. The teacher can reopen a student\'s hand-in so they can change it, and free a name from the device that picked it (a student who changed device); the answers stay. A refused change is shown above the list.',
    source: 'src/machines/assessmentAnswering/machine.ts',
    machine: assessmentAnsweringMachine,
  },
  {
    name: 'mySyllabi',
    title: 'My syllabi',
    description:
      "The outcomes page lists the teacher's own syllabi with their outcome counts, most recently changed first and 25 at a time: more load as the teacher scrolls to the end or presses \"Load more syllabi\"; if that fails, the syllabi shown stay and the button says \"Try again\". Its create tab makes a new one (a title is needed). A new syllabus opens in the syllabus editor; a refused one keeps the form as typed, with each message at its field.",
    source: 'src/machines/mySyllabi/machine.ts',
    machine: mySyllabiMachine,
  },
  {
    name: 'syllabusEditor',
    title: 'Editing a syllabus',
    description:
      'A syllabus opens with its details (title, framework, subject, year level; saved with "Save" once changed) and its outcomes, added from search or browse and removed one at a time. Deleting asks first and then returns to the list of syllabi.',
    source: 'src/machines/syllabusEditor/machine.ts',
    machine: syllabusEditorMachine,
  },
  {
    name: 'uploadList',
    title: 'Your uploads',
    description:
      'The uploads page lists the teacher\'s files as cards, most recently changed first, 25 at a time: more load as the teacher scrolls to the end or presses "Load more uploads"; if that fails, the uploads shown stay and the button says "Try again". A file just uploaded joins the top of the list at once. Each card follows its own file while it is processed (see "An upload card following its file"), showing the message and a progress bar until it is Complete or has an Error. If the list cannot be loaded at all, the teacher can try again.',
    source: 'src/machines/uploadList/machine.ts',
    machine: uploadListMachine,
  },
  {
    name: 'uploadDialog',
    title: 'Uploading a file',
    description:
      '"Upload a file" opens a dialog: the teacher chooses a file and may add a reference (an ISBN, a DOI or a citation), an ISBN and the language (English unless changed). A file Teachkit cannot read, an empty file or one larger than the server accepts is refused at once, before anything is sent, with a message saying what to do. "Upload" sends the file with a progress bar showing how much has gone; "Cancel" stops it. If the server refuses the file (a field to fix, a file too large, a type it cannot read, or the robot needs a rest), the dialog stays open with the server\'s message and everything the teacher chose. An accepted file closes the dialog and appears at the top of the uploads, where its processing can be followed. Uploading uses one robot action.',
    source: 'src/machines/uploadDialog/machine.ts',
    machine: uploadDialogMachine,
  },
  {
    name: 'uploadEditor',
    title: 'An upload and its details',
    description:
      'An upload is loaded once for its page and kept while the teacher moves between the editor\'s tabs (details, slices, outcomes, spelling, share; who can see the upload is the sharing chart\'s). Its details (title, description, ISBN, and whether lessons may use it) are a draft: "Save" is only possible once something changed. If saving is refused, each message appears next to its field and nothing typed is lost. An upload that is not the teacher\'s, or does not exist, shows "Not Found or You don\'t have Access".',
    source: 'src/machines/uploadEditor/machine.ts',
    machine: uploadEditorMachine,
  },
  {
    name: 'uploadSlices',
    title: 'The slices of an upload',
    description:
      'The slices tab lists the pieces Teachkit cut the file into, in the order of the file. The teacher can narrow them by words, by pictures, by pictures missing alt text, by curriculum outcome, by aligned or not, by spelling suggestions, by content type and by enabled. A change of filter starts the list again once the teacher pauses for a moment, so typing a search asks only once. The list has no end to scroll to: the next slices load as the teacher reaches the bottom, or with "Load more slices"; if that fails the slices shown stay and the button says "Try again". Each slice opens for review.',
    source: 'src/machines/uploadSlices/machine.ts',
    machine: uploadSlicesMachine,
  },
  {
    name: 'sliceSearch',
    title: 'Searching the slices of all uploads',
    description:
      'From Uploads, "Search your slices" finds words across the enabled slices of all the teacher\'s enabled uploads, best match first (the enhancement search, narrowed to their own uploads). A search runs when the teacher asks, with words in the box; the box can change while it runs, and the next search waits for its answer. Each slice found shows where it comes from (upload and page or time) and opens its review. When nothing matches it says so; a refused search keeps the words and says what to change beside the box. A search that finds something is one robot action.',
    source: 'src/machines/sliceSearch/machine.ts',
    machine: sliceSearchMachine,
  },
  {
    name: 'uploadOutcomes',
    title: 'Outcomes an upload covers',
    description:
      'The outcomes tab shows, as soon as it opens, the curriculum outcomes the upload covers best (up to six, best first), each with its code, statement and how well it matches. If they cannot be loaded, the teacher can try again.',
    source: 'src/machines/uploadReports/machine.ts',
    machine: uploadOutcomesMachine,
  },
  {
    name: 'uploadSpelling',
    title: 'Spelling and grammar in an upload',
    description:
      'The spelling tab shows, as soon as it opens, every spelling and grammar issue found in the upload, with suggestions and a link to the slice it is in, where it can be corrected. If they cannot be loaded, the teacher can try again.',
    source: 'src/machines/uploadReports/machine.ts',
    machine: uploadSpellingMachine,
  },
  {
    name: 'sliceReview',
    title: 'Reviewing a slice',
    description:
      'One slice opens with its picture (when it has one), its title, text, alt text and whether lessons may use it, and the spelling and grammar issues found in it. Edits are a draft saved with "Save" once changed; the spelling is checked again and shown after saving. For a picture, "Suggest alt text" asks Teachkit to describe it and puts the description into the draft for the teacher to check and save. "Re-extract from the file" reads the slice again from the original file, replacing what is there. "Delete slice" asks first, then returns to the slices. A refused change keeps what was typed, with the message beside its field.',
    source: 'src/machines/sliceReview/machine.ts',
    machine: sliceReviewMachine,
  },
  {
    name: 'profileDetails',
    title: 'Name and curriculum market',
    description:
      'On the profile page the teacher edits their name and chooses their curriculum market, then saves both together. "Saved." shows once the server has them, until the next change; the menus show the new name at once. If saving is refused, what was typed stays, with the reason beside the field.',
    source: 'src/machines/profileDetails/machine.ts',
    machine: profileDetailsMachine,
  },
  {
    name: 'profileUsage',
    title: 'Robot actions per day and the plan',
    description:
      'The profile page loads, side by side, the robot actions of each of the last 30 days (shown as a bar chart, with the same numbers in a table) and where the plan is managed: a link to the billing portal, or the message that the school\'s administrator manages it. Either can fail alone and be tried again alone.',
    source: 'src/machines/profileUsage/machine.ts',
    machine: profileUsageMachine,
  },
  {
    name: 'apiKeys',
    title: 'API keys',
    description:
      'The teacher\'s API keys are listed by their first characters, with when each was made and last used. Making a key asks for a name; the whole key is shown once, with a copy button and a warning, until the teacher says they have copied it. Revoking a key asks for confirmation first. A refused call keeps the list and says why.',
    source: 'src/machines/apiKeys/machine.ts',
    machine: apiKeysMachine,
  },
  {
    name: 'accountRemoval',
    title: 'Removing the account',
    description:
      'Removing the account is opened on purpose and confirmed by typing the teacher\'s own email address; the button works only once it matches. The server then removes the profile and everything in it, and the teacher is signed out. If the server refuses, the confirmation stays open with its reason; "Cancel" closes it.',
    source: 'src/machines/accountRemoval/machine.ts',
    machine: accountRemovalMachine,
  },
  {
    name: 'accountMove',
    title: 'Moving the account to another email address',
    description:
      'On the profile page a teacher opens "Use another email address" and types the new address; "Send the link" works only for an address that differs from the current one. The server mails a one-time link to the new address, and the page says where it went; the account moves only when the teacher opens that link. A refusal (an address another account uses, too many links this hour) keeps the form with its reason; "Cancel" closes it, and "Use another address" starts again after sending.',
    source: 'src/machines/accountMove/machine.ts',
    machine: accountMoveMachine,
  },
  {
    name: 'contactForm',
    title: 'Writing to the administrators',
    description:
      'The contact page has a form: name and email (filled in for a signed-in teacher), what the message is about, and the message. Sending shows progress; a refusal keeps the draft with each reason beside its field, and a failure keeps the draft to try again. Once sent, a confirmation says where the answer will go, and "Write another message" starts a new one.',
    source: 'src/machines/contactForm/machine.ts',
    machine: contactFormMachine,
  },
];
