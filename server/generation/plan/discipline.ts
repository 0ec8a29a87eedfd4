import type { Band } from './band.ts';

/**
 * The kind of thinking a subject asks of students, which decides how a plan words its tasks: a mathematics class
 * sets out working and tests a method, a history class backs a judgement with evidence, an English class quotes the
 * text, a design class tests a solution against its criteria. Without it a history lesson asked students to "find a
 * case where the method fails".
 */
export type Discipline = 'mathematics' | 'science' | 'history' | 'geography' | 'english' | 'technologies' | 'general';

const SUBJECT_DISCIPLINES: [RegExp, Discipline][] = [
  [/math|numeracy|algebra|geometry|statistic/i, 'mathematics'],
  [/scien|chemi|physic|biolog/i, 'science'],
  [/histor/i, 'history'],
  [/geograph/i, 'geography'],
  [/english|language arts|literacy|literature|reading|writing/i, 'english'],
  [/technolog|computing|computer|digital|design|engineering/i, 'technologies'],
];

/** Outcome codes name their subject too: the fallback when the lesson's subject says nothing. */
const CODE_DISCIPLINES: [RegExp, Discipline][] = [
  [/^(?:CCSS\.Math|AC9M|NC-MA)/i, 'mathematics'],
  [/^(?:AC9S|NC-SC)/i, 'science'],
  [/^(?:AC9HH|NC-HI)/i, 'history'],
  [/^(?:AC9HG|NC-GE)/i, 'geography'],
  [/^(?:CCSS\.ELA|AC9E|NC-EN)/i, 'english'],
  [/^(?:AC9TD|NC-CO|NC-DT)/i, 'technologies'],
];

/** The lesson's discipline: from its subject, else from its first outcome's code; 'general' when neither says. */
export function disciplineOf(subject: string, outcomeCodes: string[]): Discipline {
  const bySubject = SUBJECT_DISCIPLINES.find(([pattern]) => pattern.test(subject))?.[1];
  if (bySubject) return bySubject;
  for (const code of outcomeCodes) {
    const byCode = CODE_DISCIPLINES.find(([pattern]) => pattern.test(code))?.[1];
    if (byCode) return byCode;
  }
  return 'general';
}

/** How students record, reason and stretch themselves in a discipline, at one band's wording. */
export interface TaskWording {
  /** How students record their answers, on the lesson's topic. */
  record: (topic: string) => string;
  /** How students explain their thinking, using a key word. */
  reason: (word: string) => string;
  /** What a challenge asks of the students who finish. */
  challenge: (topic: string) => string;
}

/** The early years' wording is the same in every discipline but mathematics and design: draw it, say it, ask a question. */
const earlyTalk: TaskWording = {
  record: (topic) => `Draw or say each answer about ${topic}, then tell a friend.`,
  reason: (word) => `Tell a friend how they know. Use the word "${word}".`,
  challenge: (topic) => `Ask a question about ${topic} that they would like to find out.`,
};

export const TASK_WORDING: Record<Discipline, Record<Band, TaskWording>> = {
  mathematics: {
    early: {
      record: (topic) => `Draw or build each answer about ${topic}, then say it to a friend.`,
      reason: (word) => `Tell a friend how they know. Use the word "${word}".`,
      challenge: (topic) => `Make up a question about ${topic} for a friend to try.`,
    },
    upper: {
      record: (topic) => `Write each answer on ${topic} and show how they worked it out.`,
      reason: (word) => `Explain in a sentence or two how they know they are right, using "${word}".`,
      challenge: (topic) => `Write their own question on ${topic} and solve it.`,
    },
    secondary: {
      record: (topic) => `Set out their working on ${topic} line by line so each step can be checked.`,
      reason: (word) => `Justify their method in writing, using "${word}", and say where a mistake could happen.`,
      challenge: (topic) => `Find a case in ${topic} where the method fails or needs changing, and explain why.`,
    },
    senior: {
      record: (topic) => `Set out their working on ${topic} systematically, so that every step can be checked and justified.`,
      reason: (word) => `Justify their method in writing, using "${word}" precisely, and identify where an error would most likely occur.`,
      challenge: (topic) => `Investigate a case in ${topic} where the method fails or must be adapted, and explain the reason.`,
    },
  },
  science: {
    early: {
      record: (topic) => `Draw what they see about ${topic}, then tell a friend.`,
      reason: (word) => `Tell a friend what they saw and why. Use the word "${word}".`,
      challenge: (topic) => `Think of a new question about ${topic} that they could test.`,
    },
    upper: {
      record: (topic) => `Write each answer on ${topic} with what they saw or measured, in a table or a labelled diagram.`,
      reason: (word) => `Explain in a sentence or two what their evidence shows, using "${word}".`,
      challenge: (topic) => `Plan a fair test of their own question about ${topic}.`,
    },
    secondary: {
      record: (topic) => `Answer each question on ${topic} with the evidence or scientific reason behind it.`,
      reason: (word) => `Explain each answer in writing with a scientific reason, using "${word}", and say what evidence would show it is wrong.`,
      challenge: (topic) => `Predict how a result in ${topic} would change if one condition changed, and explain the prediction.`,
    },
    senior: {
      record: (topic) => `Answer each question on ${topic} systematically, linking every claim to evidence or to a scientific model.`,
      reason: (word) => `Justify each answer in writing, using "${word}" precisely, and identify the assumption it depends on.`,
      challenge: (topic) => `Evaluate a limitation of the model or the evidence used in ${topic}, and suggest how to reduce it.`,
    },
  },
  history: {
    early: earlyTalk,
    upper: {
      record: (topic) => `Write each answer on ${topic} with a date, a name or a fact from the text.`,
      reason: (word) => `Explain in a sentence or two how they know, using "${word}" and a fact from the text.`,
      challenge: (topic) => `Write their own question about ${topic} and answer it from the text.`,
    },
    secondary: {
      record: (topic) => `Answer each question on ${topic} in full sentences, backing each point with a date, a fact or a quotation.`,
      reason: (word) => `Explain their judgement in writing, using "${word}", and name the evidence that supports it.`,
      challenge: (topic) => `Find evidence that challenges their answer on ${topic}, and explain how it changes their judgement.`,
    },
    senior: {
      record: (topic) => `Write each answer on ${topic} as a point, its evidence and an explanation, citing dates and sources precisely.`,
      reason: (word) => `Justify their judgement in writing, using "${word}" precisely, and weigh the evidence on both sides.`,
      challenge: (topic) => `Assess how far a different interpretation of ${topic} is supported by the evidence, and explain their own view.`,
    },
  },
  geography: {
    early: earlyTalk,
    upper: {
      record: (topic) => `Write each answer on ${topic} with a place, a figure or a feature from the map, data or text.`,
      reason: (word) => `Explain in a sentence or two how they know, using "${word}" and a named place.`,
      challenge: (topic) => `Write their own question about ${topic} and answer it from a map or data.`,
    },
    secondary: {
      record: (topic) => `Answer each question on ${topic} in full sentences, supporting each point with a named place, a figure or a map.`,
      reason: (word) => `Explain their answer in writing, using "${word}", and name the evidence that supports it.`,
      challenge: (topic) => `Apply what they learned about ${topic} to a different place, and explain what is similar and what differs.`,
    },
    senior: {
      record: (topic) => `Answer each question on ${topic} as a point, its evidence and an explanation, citing places, data and scale precisely.`,
      reason: (word) => `Justify their answer in writing, using "${word}" precisely, and weigh the evidence from more than one place.`,
      challenge: (topic) => `Evaluate how well one explanation of ${topic} fits a contrasting place, and explain what it leaves out.`,
    },
  },
  english: {
    early: earlyTalk,
    upper: {
      record: (topic) => `Write each answer on ${topic} in a full sentence, with a word or phrase from the text.`,
      reason: (word) => `Explain in a sentence or two how they know, using "${word}" and words from the text.`,
      challenge: (topic) => `Write their own question about ${topic} and answer it with a quotation.`,
    },
    secondary: {
      record: (topic) => `Answer each question on ${topic} in full sentences, with a short quotation as evidence.`,
      reason: (word) => `Explain their interpretation in writing, using "${word}", and say how the quotation supports it.`,
      challenge: () => 'Find a quotation that supports a different interpretation, and explain which interpretation the text supports better.',
    },
    senior: {
      record: (topic) => `Answer each question on ${topic} analytically, embedding short quotations as evidence for every point.`,
      reason: (word) => `Justify their interpretation in writing, using "${word}" precisely, and analyse how the writer's choices support it.`,
      challenge: () => "Weigh an alternative interpretation against their own, and explain which the writer's choices support better.",
    },
  },
  technologies: {
    early: {
      record: (topic) => `Draw or build their idea for ${topic}, then show a friend.`,
      reason: (word) => `Tell a friend how it works. Use the word "${word}".`,
      challenge: () => 'Change one part of their design and say what happens.',
    },
    upper: {
      record: (topic) => `Write down each step of their solution for ${topic}, then test it.`,
      reason: (word) => `Explain in a sentence or two why their solution works, using "${word}".`,
      challenge: (topic) => `Find a way to improve their solution for ${topic}, and test it.`,
    },
    secondary: {
      record: (topic) => `Record each step of their solution for ${topic} and test it, noting what each test shows.`,
      reason: (word) => `Justify their design choices in writing, using "${word}", and say where an error could happen.`,
      challenge: (topic) => `Find an input or a case that their solution for ${topic} does not handle, and change the solution to handle it.`,
    },
    senior: {
      record: (topic) => `Document each step of their solution for ${topic} and test it systematically, recording what each test shows.`,
      reason: (word) => `Justify their design decisions in writing, using "${word}" precisely, against the criteria for success.`,
      challenge: (topic) => `Identify a case that their solution for ${topic} does not handle, adapt the solution, and evaluate the trade-off.`,
    },
  },
  general: {
    early: earlyTalk,
    upper: {
      record: (topic) => `Write each answer on ${topic} with a reason or an example.`,
      reason: (word) => `Explain in a sentence or two how they know, using "${word}".`,
      challenge: (topic) => `Write their own question on ${topic} and answer it.`,
    },
    secondary: {
      record: (topic) => `Answer each question on ${topic} in full sentences, giving a reason or an example for each.`,
      reason: (word) => `Explain their thinking in writing, using "${word}", and give the evidence for it.`,
      challenge: (topic) => `Apply what they learned about ${topic} to a new example, and explain what is the same and what differs.`,
    },
    senior: {
      record: (topic) => `Answer each question on ${topic} fully, supporting every point with a reason, an example or evidence.`,
      reason: (word) => `Justify their thinking in writing, using "${word}" precisely, and consider another point of view.`,
      challenge: (topic) => `Apply what they learned about ${topic} to an unfamiliar example, and evaluate where it fits and where it does not.`,
    },
  },
};

/** What a student who needs support works from before they write, in the discipline and at the band. */
export function scaffoldFor(discipline: Discipline, band: Band): string {
  if (band === 'early') return 'objects, pictures or drawings';
  const upper = band === 'upper';
  switch (discipline) {
    case 'mathematics':
      return upper ? 'a diagram or concrete materials' : 'a diagram or a partly completed solution';
    case 'science':
      return upper ? 'a labelled diagram or a results table to fill in' : 'a labelled diagram or a partly completed results table';
    case 'history':
      return upper ? 'a picture timeline or a table to fill in' : 'a timeline or a partly completed table of evidence';
    case 'geography':
      return upper ? 'a map or a table to fill in' : 'a map or a partly completed table of evidence';
    case 'english':
      return upper ? 'the key lines of the text highlighted and sentence starters' : 'a partly annotated text and sentence starters';
    case 'technologies':
      return upper ? 'a picture plan or a partly finished design' : 'a partly completed design or algorithm';
    case 'general':
      return upper ? 'pictures or a table to fill in' : 'a partly completed table or sentence starters';
  }
}

/** The second extension move for secondary classes: comparing, in the discipline's own terms. */
export function comparisonFor(discipline: Discipline, topic: string): string {
  switch (discipline) {
    case 'mathematics':
      return `Compare two methods for ${topic} and argue which is more efficient, with an example of each.`;
    case 'science':
      return `Compare two explanations or models of ${topic} and argue which fits the evidence better.`;
    case 'history':
      return `Compare two interpretations of ${topic} and argue which the evidence supports better.`;
    case 'geography':
      return `Compare two places or case studies of ${topic} and explain why they differ.`;
    case 'english':
      return 'Compare two interpretations of the text and argue which the evidence supports better.';
    case 'technologies':
      return `Compare two solutions for ${topic} and argue which better meets the criteria, with a test of each.`;
    case 'general':
      return `Compare two examples of ${topic} and explain what they share and how they differ.`;
  }
}

/** What pairs do in an inquiry's exploration, secondary and senior wording. */
export function explorationFor(discipline: Discipline, topic: string, senior: boolean): string {
  switch (discipline) {
    case 'mathematics':
    case 'science':
    case 'technologies':
      return senior
        ? `In pairs, investigate their predictions about ${topic} systematically, recording each attempt and the conclusion it supports.`
        : `In pairs, test their ideas about ${topic}, recording each attempt and what it shows.`;
    case 'history':
    case 'geography':
      return senior
        ? `In pairs, examine the evidence on ${topic} critically, recording what each source or fact shows and how far it can be trusted.`
        : `In pairs, examine the evidence on ${topic}, recording what each source or fact shows.`;
    case 'english':
      return senior
        ? `In pairs, explore the text closely, recording what each chosen quotation suggests and why the writer chose it.`
        : `In pairs, explore the text, recording what each clue or quotation suggests.`;
    case 'general':
      return senior
        ? `In pairs, investigate ${topic} systematically, recording each idea and the evidence for it.`
        : `In pairs, explore ${topic}, recording each idea and what it shows.`;
  }
}
