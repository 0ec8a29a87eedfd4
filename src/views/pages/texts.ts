/** Copy for the public pages. Plain and true: Teachkit is open source and runs on your own server. */
export const homeTexts = {
  description:
    'Teachkit is an open-source, self-hostable, AI-assisted teaching toolkit: plan lessons against real curriculum outcomes, build assessments with rubrics, and give feedback.',
  badge: 'Open source · Self-hosted',
  headline: 'Plan, assess and give feedback, grounded in your curriculum.',
  lead: 'Teachkit helps teachers plan lessons against real curriculum outcomes, build assessments with rubric-driven marking, structure units of work and write feedback. It runs on your school’s own server and works without any cloud AI service.',
  getStarted: 'Get started',
  learnMore: 'How it works',
  features: [
    {
      title: 'Lessons built on real outcomes',
      text: 'Choose outcomes from openly licensed curricula and plan inquiry, direct or project lessons. Every generated section shows which outcome it came from.',
    },
    {
      title: 'Assessments with rubrics',
      text: 'Build assessments whose rubrics follow the outcomes you selected, so marking criteria and teaching line up.',
    },
    {
      title: 'Units of work',
      text: 'Sequence lessons into units, with a shared glossary and a clear path through the outcomes.',
    },
    {
      title: 'Feedback that fits',
      text: 'Write personalised feedback comments aligned to outcomes, and adjust their tone before you share them.',
    },
    {
      title: 'Your uploads, searchable',
      text: 'Upload documents, video, audio and images. Teachkit unpacks them into slices you can search and reuse in your planning.',
    },
    {
      title: 'Runs offline, open source',
      text: 'The built-in generator works without a network connection; a language model can be connected by your administrator. The code is open (MIT licence).',
    },
  ],
} as const;

export const faqTexts = {
  title: 'Frequently asked questions',
  description: 'Answers about Teachkit: what it does, where your data lives, and how robot actions work.',
  intro: 'Short answers to the questions teachers ask most.',
  sections: [
    {
      heading: 'What is Teachkit?',
      paragraphs: [
        'An open-source toolkit that helps teachers plan lessons, build assessments with rubrics, structure units of work and give feedback, all tied to real curriculum outcomes.',
      ],
    },
    {
      heading: 'Who runs this Teachkit?',
      paragraphs: [
        'Teachkit is self-hosted: a school, a district or an individual runs it on their own server. That administrator manages accounts, plans and limits for this installation.',
      ],
    },
    {
      heading: 'Does it need an AI cloud service?',
      paragraphs: [
        'No. The built-in generator works offline, building lessons from the structure of the chosen method, the outcomes you select and your own uploaded material. An administrator may connect a language model; if they do, they should tell you which one.',
      ],
    },
    {
      heading: 'What is a robot action?',
      paragraphs: [
        'Each piece of work the robot does for you counts as one action: creating a lesson, assessment, unit of work or feedback, using the Studio, uploading and unpacking a file, or calling the API. Your plan sets how many actions you have per shift; a shift lasts a day and resets at midnight UTC.',
      ],
    },
    {
      heading: 'What happens when my robot needs a rest?',
      paragraphs: [
        'Nothing you made is lost. You can keep reading and editing; new robot actions become available when the shift resets. The banner on your dashboard shows the countdown.',
      ],
    },
    {
      heading: 'Where are my files and plans stored?',
      paragraphs: [
        'In this installation’s database and storage, on the server your administrator runs. They are private to you unless you share them.',
      ],
    },
  ],
} as const;

export const privacyTexts = {
  title: 'Privacy',
  description: 'How this Teachkit installation handles your data.',
  intro: 'Teachkit is designed to keep your data with the people who run it for you.',
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        'The administrator who runs this Teachkit installation is responsible for the data stored in it. Ask them for their privacy notice and how to contact them.',
      ],
    },
    {
      heading: 'What is stored',
      paragraphs: [
        'Your account (name and email), the lessons, assessments, units, feedback and uploads you create, what you share and with whom, and a count of robot actions used per shift.',
      ],
    },
    {
      heading: 'What is not sent elsewhere',
      paragraphs: [
        'Out of the box Teachkit sends nothing to third parties: no advertising, no tracking, no external analytics, and avatars are drawn from your initials. If your administrator connects a language model or another service, your content may be sent to it; they should tell you.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You decide what to share. You can ask the administrator to export or delete your account and everything in it.',
      ],
    },
  ],
} as const;

export const termsTexts = {
  title: 'Terms of Service',
  description: 'The terms for using this Teachkit installation.',
  intro: 'Plain terms for a tool that runs on your own organisation’s server.',
  sections: [
    {
      heading: 'The software',
      paragraphs: [
        'Teachkit is open-source software under the MIT licence: anyone may use, copy, change and share it. It comes without warranty, as the licence explains.',
      ],
    },
    {
      heading: 'This installation',
      paragraphs: [
        'The organisation that runs this Teachkit sets who may use it, which plan each account is on, and how many robot actions each plan allows per shift. Their own policies apply alongside these terms.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'What you create and upload remains yours. Only upload material you have the right to use, and check generated content before using it with students: suggestions can be wrong.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        'Do not try to get around limits, access other people’s work without being given access, or use the service to harm others.',
      ],
    },
  ],
} as const;

export const contactTexts = {
  title: 'Contact',
  description: 'How to get help with Teachkit.',
  intro: 'Teachkit is run by your own organisation, so help starts close to home.',
  sections: [
    {
      heading: 'Help with your account or plan',
      paragraphs: [
        'Contact the administrator who runs this Teachkit at your school or organisation. They can reset access, change your plan and adjust limits.',
      ],
    },
    {
      heading: 'Something is not working',
      paragraphs: [
        'First check the service status page (linked at the bottom of every page). If the service is reachable and the problem persists, tell your administrator what you were doing and what you saw.',
      ],
    },
    {
      heading: 'The open-source project',
      paragraphs: [
        'Bugs and ideas for Teachkit itself belong in the project’s issue tracker, where your administrator can report them with the details of this installation.',
      ],
    },
  ],
} as const;

export const pricingTexts = {
  title: 'Pricing',
  description: 'Teachkit plans and the robot actions each one includes per shift.',
  intro:
    'Every plan includes all of Teachkit’s features; plans differ in how many robot actions you get per shift (a day, reset at midnight UTC). The numbers below are the ones this Teachkit is set to.',
  actionsPerShift: 'robot actions per shift',
  howToGet: 'How to get it',
  tiers: [
    { tier: 'free', name: 'Free', text: 'For trying Teachkit out: a few lessons or pieces of feedback each day.' },
    { tier: 'starter', name: 'Starter', text: 'For a teacher planning and assessing regularly.' },
    { tier: 'pro', name: 'Pro', text: 'For heavy daily use across several classes.' },
    { tier: 'pilot', name: 'Pilot', text: 'For schools trialling Teachkit with a group of teachers.' },
    { tier: 'institution', name: 'Institution', text: 'For departments and whole schools.' },
  ],
  freeHow: 'Every new account starts on Free.',
  freeAction: 'Sign up or sign in',
  portalHow: 'Choose it in this Teachkit’s billing portal.',
  portalAction: (plan: string) => `Get ${plan} in the billing portal`,
  contactHow: 'The administrators of this Teachkit assign paid plans: tell them which one you need.',
  contactAction: (plan: string) => `Ask for ${plan}`,
  counted:
    'Counted actions: creating lessons, assessments, units of work or feedback; using the Studio; uploading and unpacking files; using the API.',
} as const;

export const notFoundTexts = {
  title: 'Page not found',
  text: 'We could not find that page. It may have moved, or it may not be built yet.',
  home: 'Go to the home page',
} as const;

/** The contact form on /contact. */
export const contactFormTexts = {
  heading: 'Write to the administrators',
  intro: 'Your message goes to the people who run this Teachkit. They answer at the email address you give.',
  nameLabel: 'Your name',
  emailLabel: 'Your email address',
  topicLabel: 'What is it about?',
  topics: [
    { value: 'help', label: 'Help using Teachkit' },
    { value: 'account', label: 'My account' },
    { value: 'plan', label: 'My plan' },
    { value: 'feedback', label: 'Feedback or an idea' },
    { value: 'other', label: 'Something else' },
  ],
  messageLabel: 'Your message',
  send: 'Send message',
  sending: 'Sending...',
  sentTitle: 'Thank you: your message is on its way.',
  sentBody: (email: string) => `The administrators will answer at ${email}.`,
  writeAnother: 'Write another message',
  failed: 'Your message was not sent. It is still here: please try again.',
} as const;
