import type { NamedItem } from '../brief/read.ts';
import type { CheckItem, LessonText, OutcomeContent } from '../types.ts';
import { fillLine, type ShapeValues } from './build.ts';
import { anyWordOf, listOf, named, sentenceOf, unique } from './helpers.ts';
import type { Built, ShapeInput } from './lesson.ts';
import { SHAPES, type TextKind } from './schema.ts';

/**
 * A reading lesson on the text the brief names: before reading (a prediction, a purpose, the text's own words
 * pre-taught), during reading (read aloud with stops, one question of each kind modelled), literal, inferential and
 * evaluative questions about that text, a response after reading, and an exit check. Where the brief names no text
 * and no source holds a passage, the plan says exactly which text the teacher must supply; it never writes one.
 */

const DATA = SHAPES.reading;
const KIND_ORDER = ['poem', 'story', 'information'] as const;

/** The kind of text the brief names (a poem, a story, an information text), else the kind its outcome reads. */
export function textKindOf(briefText: string, statements = ''): TextKind {
  for (const source of [briefText, statements]) {
    const kind = KIND_ORDER.find((k) => anyWordOf(DATA.kinds[k]).test(source));
    if (kind) return kind;
  }
  return 'text';
}

/** How long a text to ask for at the year level. */
export function textLengthFor(grade: number): string {
  return (DATA.lengths.find((l) => grade <= l.upToGrade) ?? DATA.lengths[DATA.lengths.length - 1]!).words;
}

const fillCheck = (check: CheckItem, values: ShapeValues): CheckItem | undefined => {
  const [prompt] = fillLine(check.prompt, values);
  const [answer] = fillLine(check.answer, values);
  return prompt && answer ? { prompt, answer } : undefined;
};
export const fillChecks = (checks: CheckItem[], values: ShapeValues) => checks.flatMap((c) => fillCheck(c, values) ?? []);

/**
 * The content's own questions spread over the lesson: a retrieval question (else the first of two checks, else the
 * shape's own opening question) opens it, the next checks the teaching, and one more joins the shape's exit questions.
 */
export function contentChecks(content: OutcomeContent[], shapeOpen: CheckItem[]): { open: CheckItem[]; teach: CheckItem[]; close: CheckItem[] } {
  const retrieval = content.flatMap((c) => c.retrieval);
  const checks = content.flatMap((c) => c.checks);
  const rest = retrieval.length || checks.length < 2 ? checks : checks.slice(1);
  const open = retrieval.length ? retrieval.slice(0, 1) : checks.length >= 2 ? checks.slice(0, 1) : shapeOpen;
  return { open, teach: rest.slice(0, 1), close: rest.slice(1, 2) };
}

/** A text the brief describes rather than names: "an information report on honeybees", "a poem about the sea". */
export function describedText(briefText: string): string | undefined {
  const kinds = Object.values(DATA.kinds).flat().map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const m = new RegExp(`\\b(?:an?|the)\\s+((?:[\\w-]+\\s+){0,2}(?:${kinds})\\s+(?:on|about|of|by)\\s+[^,.;:!?]+)`, 'i').exec(briefText);
  return m ? `${/^[aeiou]/i.test(m[1]!) ? 'an' : 'a'} ${m[1]!.trim()}` : undefined;
}

/** The passage's four longest words written in lower case (names left out): the words most likely to need teaching. */
export function longestWords(body: string): string[] {
  const words = unique(body.match(/(?<![\p{L}’'-])\p{Ll}[\p{Ll}’'-]{6,}/gu) ?? []).filter((w) => !/['’]s?$/.test(w));
  return words.sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, 4);
}

const sameTitle = (a: string, b: string) => a.toLowerCase().replace(/^(?:the|a|an)\s+/, '').includes(b.toLowerCase().replace(/^(?:the|a|an)\s+/, ''));

/** The brief's items no slot of the lesson used, for the phase where students work ("Also from your brief: …"). */
export function itemsLeft(items: NamedItem[], used: string[]): string[] {
  const said = used.join(' ').toLowerCase();
  // An item is placed when the lesson says it, all its parts, or a named thing it holds ("soldiers' letters" of
  // "trench life through soldiers' letters and the 1916 film footage").
  const phrases = used.map((u) => u.toLowerCase()).filter((u) => u.length >= 8);
  const isSaid = (i: NamedItem) =>
    said.includes(i.text.toLowerCase()) || (i.parts.length > 1 && i.parts.every((p) => said.includes(p.toLowerCase()))) || phrases.some((p) => i.text.toLowerCase().includes(p));
  return items.filter((i) => i.kind !== 'setting' && !isSaid(i)).map((i) => i.text);
}

export function readingLesson(input: ShapeInput, base: ShapeValues): Built {
  const brief = input.reading;
  const content = input.content;
  const namedText = named(brief, 'text')[0]?.text;
  // A passage a source holds (a reviewed set, the teacher's upload) is read only when the brief names no other text.
  const passages = content.flatMap((c) => c.texts);
  const passage: LessonText | undefined = namedText ? passages.find((t) => sameTitle(t.title, namedText) || sameTitle(namedText, t.title)) : passages[0];
  // Every passage the lesson's questions are on is read; with a named text, only that text.
  const read = namedText ? (passage ? [passage] : []) : passages.filter((t, i) => passages.findIndex((o) => o.title === t.title) === i);
  const text = namedText ?? (passage ? `"${passage.title}"` : undefined);
  const described = text ? undefined : describedText(input.briefText);
  const kind = textKindOf(`${input.briefText} ${passage?.title ?? ''}`, input.statements);
  const body = passage?.body.toLowerCase() ?? '';
  // The words pre-taught are the text's own: the lesson's keywords the passage uses, else the words the brief names.
  const fromPassage = unique(content.flatMap((c) => c.keywords).filter((k) => body && body.includes(k.term.toLowerCase())).map((k) => `${k.term} (${k.definition.replace(/\.$/, '')})`)).slice(0, 4);
  const longWords = passage ? longestWords(passage.body) : [];
  // A word or two is vocabulary; a phrase ("the unreliable narrator", "how tension builds") is what students look for.
  const parts = named(brief, 'words').flatMap((w) => (w.parts.length ? w.parts : [w.text]));
  const isWord = (p: string) => p.split(/\s+/).length <= 2 && !/^(?:the|a|an|how|why|what|when|where|who)\b/i.test(p);
  const words = parts.filter(isWord);
  const vocabulary = fromPassage.length ? fromPassage : words.length ? words : longWords;
  const focus = [...parts.filter((p) => !isWord(p)), ...named(brief, 'examples').map((e) => e.text)].slice(0, 2);
  const activities = named(brief, 'activity').map((a) => sentenceOf(a.text));
  const values: ShapeValues = {
    scalars: {
      ...base.scalars,
      text,
      reads: text ?? described?.replace(/^an?\s+/, 'the ') ?? 'the text',
      textOrTopic: text ?? described?.replace(/^an?\s+/, 'the ') ?? input.topic,
      textWanted: described ?? `${DATA.kindNouns[kind]} on ${input.topic}`,
      words: textLengthFor(input.grade ?? 5),
      focus: focus.length ? listOf(focus) : undefined,
      vocabulary: vocabulary.length ? listOf(vocabulary) : undefined,
      chooseWordsFrom: vocabulary.length ? undefined : text,
    },
    lists: {
      ...base.lists,
      questionKinds: DATA.questionKinds,
      keyPoints: unique(content.flatMap((c) => c.keyPoints)).slice(0, 4),
      activities,
      summaryFrame: DATA.summaryFrame,
    },
  };
  // A question the teacher typed as the title is what the class reads to answer.
  const question = input.title && /\?\s*$/.test(input.title) ? input.title.trim() : undefined;
  values.scalars.question = question;
  values.scalars.purpose = fillLine(question ? DATA.purpose.question : focus.length ? DATA.purpose.focus : DATA.purpose.topic, values)[0];
  values.scalars.textNeed = fillLine(DATA.textNeed, values)[0];
  values.lists.extras = itemsLeft(brief.items, [text ?? '', described ?? '', ...focus, ...vocabulary, ...activities, ...named(brief, 'equipment').map((e) => e.text)]);
  // A source's own questions may be about its own passage: they are asked only when the class reads that passage.
  const ownQuestions = namedText && !passage ? [] : content;
  // Questions are asked of the text the class reads; without one, of the text the teacher is asked to supply.
  const asked: ShapeValues = { ...values, scalars: { ...values.scalars, text: values.scalars.reads } };
  const questions = [
    ...fillChecks(DATA.questions[kind], asked),
    ...focus.flatMap((f) => fillCheck(DATA.focusQuestion, { ...asked, scalars: { ...asked.scalars, focus: f } }) ?? []),
    ...ownQuestions.flatMap((c) => c.practice).slice(0, 2),
  ];
  const own = contentChecks(ownQuestions, DATA.openChecks);
  // A source's worked example is modelled when it is on the text the class reads ("Work out the moral of “The Lion and the Mouse”").
  const title = namedText?.replace(/^.*?['’]s\s+(?=[A-Z])/, '').toLowerCase();
  const workedExample = content.flatMap((c) => c.workedExamples).find((e) => !title || passage || e.problem.toLowerCase().includes(title));
  return {
    values,
    checks: { open: own.open, teach: own.teach, close: [...fillChecks(DATA.closeChecks, asked), ...own.close] },
    practice: questions.slice(0, 6),
    ...(workedExample ? { workedExample } : {}),
    safety: [],
    equipment: unique([...(namedText ? [`${namedText}: a copy for each student, or one on display`] : []), ...named(brief, 'equipment').map((e) => e.text)]),
    texts: read,
    equipped: ['open'],
  };
}
