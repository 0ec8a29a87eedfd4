import type { SubjectSet } from '../types.ts';

const SOURCES = {
  aec: 'Australian Electoral Commission: “History of the Indigenous vote”, “Women and the right to vote in Australia” and “Compulsory voting in Australia” (aec.gov.au).',
  naa: 'National Archives of Australia: “The 1967 referendum”, “Immigration Restriction Act 1901” and “Australian citizenship” (naa.gov.au).',
  peo: 'Parliamentary Education Office: “Federation” and “Three levels of government” (peo.gov.au).',
  unicef: 'UNICEF Australia: the Convention on the Rights of the Child (adopted by the United Nations in 1989; ratified by Australia in 1990).',
  ahrc: 'Australian Human Rights Commission: “Racial Discrimination Act 1975”.',
};

/** AU v8.4 Year 6 HASS: experiences of Australian democracy and citizenship. */
export const australianDemocracy: SubjectSet = {
  id: 'australian-democracy',
  title: 'Australian democracy and citizenship: who has had a say',
  codes: ['ACHASSK135'],
  sources: SOURCES,
  keyPoints: [
    { text: '1 January 1901: the colonies federate to form the Commonwealth of Australia, with a national parliament.', source: 'peo' },
    { text: '1894: women in South Australia win the right to vote and to stand for parliament; 1902: most women gain the vote in federal elections.', source: 'aec' },
    { text: 'The Commonwealth Franchise Act 1902 left most Aboriginal and Torres Strait Islander people out of federal voting; all of them gained the right to vote in federal elections in 1962.', source: 'aec' },
    { text: '1967: in a referendum, over 90% of voters agreed to count Aboriginal and Torres Strait Islander people in the census and to let the Commonwealth make laws for them.', source: 'naa' },
    { text: 'The Immigration Restriction Act 1901 (the “White Australia” policy) kept many migrants out; the policy was dismantled over the following decades and ended by 1973.', source: 'naa' },
    { text: 'Australian citizenship began on 26 January 1949; before that, people in Australia were British subjects.', source: 'naa' },
    { text: 'Voting in federal elections has been compulsory since 1924 for those enrolled.', source: 'aec' },
    { text: 'Children’s rights are set out in the United Nations Convention on the Rights of the Child, which Australia agreed to in 1990.', source: 'unicef' },
  ],
  priorKnowledge: ['Rules and laws and why communities have them.', 'Reading a timeline.', 'Voting to make a group decision.'],
  misconceptions: [
    {
      misconception: 'The 1967 referendum gave Aboriginal and Torres Strait Islander people the right to vote.',
      response: 'All Aboriginal and Torres Strait Islander people gained the federal vote in 1962. The 1967 referendum changed the Constitution so they were counted in the census and the Commonwealth could make laws for them.',
      source: `${SOURCES.naa}; ${SOURCES.aec}`,
    },
    {
      misconception: 'Everyone in Australia could vote from Federation in 1901.',
      response: 'Build a class timeline of who could vote when: most women from 1902, all Aboriginal and Torres Strait Islander people only from 1962, and 18-year-olds from 1973.',
      source: SOURCES.aec,
    },
    {
      misconception: 'Children have no rights until they are adults.',
      response: 'Read simplified articles of the Convention on the Rights of the Child (e.g. the right to education, to be safe, to be heard) and find examples in students’ own lives.',
      source: SOURCES.unicef,
    },
  ],
  keywords: [
    { term: 'democracy', definition: 'A system of government in which citizens choose their leaders by voting.' },
    { term: 'citizen', definition: 'A person who legally belongs to a country and has its rights and responsibilities.' },
    { term: 'Federation', definition: 'The joining of the six Australian colonies into one nation on 1 January 1901.' },
    { term: 'referendum', definition: 'A vote by all electors on a proposed change to the Constitution.' },
    { term: 'rights', definition: 'Things every person is entitled to, such as being treated fairly.' },
    { term: 'migrant', definition: 'A person who moves from one country to live in another.' },
  ],
  workedExamples: [
    {
      problem: 'Put these events in order and say what each changed: the 1967 referendum, Federation, women’s federal vote, all Aboriginal and Torres Strait Islander people gain the federal vote.',
      steps: [
        'Federation (1901): one nation and a national parliament.',
        'Women’s federal vote (1902): most women could vote in federal elections.',
        'Federal vote for all Aboriginal and Torres Strait Islander people (1962).',
        'The 1967 referendum: counted in the census; the Commonwealth could make laws for them.',
      ],
      answer: 'Federation (1901) → women’s federal vote (1902) → all Aboriginal and Torres Strait Islander people vote federally (1962) → the 1967 referendum.',
    },
  ],
  practice: [
    { prompt: 'In which year did all Aboriginal and Torres Strait Islander people gain the right to vote in federal elections?', answer: '1962' },
    { prompt: 'Which colony first gave women the right to vote and to stand for parliament, and when?', answer: 'South Australia, in 1894.' },
    { prompt: 'Name two things the 1967 referendum changed.', answer: 'Aboriginal and Torres Strait Islander people were counted in the census, and the Commonwealth could make laws for them.' },
    { prompt: 'Why was the “White Australia” policy unfair to migrants?', answer: 'Marking points: it chose migrants by race, keeping many people (especially from Asia) out, no matter their skills or character; it was ended by 1973.' },
  ],
  checks: [
    {
      prompt: 'What did the 1967 referendum do?',
      options: ['Gave Aboriginal people the vote', 'Counted Aboriginal and Torres Strait Islander people in the census', 'Created Australian citizenship'],
      answer: 'Counted Aboriginal and Torres Strait Islander people in the census',
    },
    { prompt: 'What is a referendum?', answer: 'A vote by all electors on a proposed change to the Constitution.' },
  ],
  retrieval: [
    { prompt: 'What are the three levels of government in Australia?', answer: 'Federal, state or territory, and local' },
    { prompt: 'Why do communities have rules?', answer: 'To keep people safe and treat them fairly.' },
  ],
  texts: [],
  activities: [
    'Voting rights timeline: in groups, students place event cards (1894, 1901, 1902, 1924, 1949, 1962, 1967, 1973) on a timeline and colour each by the group affected (women, Aboriginal and Torres Strait Islander Peoples, migrants, young people); each group explains one change to the class.',
  ],
  materials: ['Event cards with dates', 'A long paper timeline 1890–1980', 'Simplified articles of the Convention on the Rights of the Child'],
  safety: [],
};
