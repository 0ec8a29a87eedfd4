import type { NamedItem } from '../brief/read.ts';
import type { CheckItem } from '../types.ts';
import { fillLine, type ShapeValues } from './build.ts';
import { anyWordOf, listOf, named, sentenceOf, unique } from './helpers.ts';
import type { Built, ShapeInput } from './lesson.ts';
import { contentChecks, fillChecks, itemsLeft } from './reading.ts';
import { SHAPES } from './schema.ts';

/**
 * History lessons (an enquiry question, a timeline of the events the brief dates, the sources it names analysed for
 * who made them, when and why, and a judgement backed by evidence) and geography lessons (the case study or place
 * located on a map, its causes, effects and responses, the data or fieldwork the brief names, and a decision).
 */

/** An event the brief dates, as the teacher wrote it, with its date. */
export interface DatedEvent {
  date: string;
  event: string;
}

/** A year, a decade or a range: "1066", "AD 79", "the 1950s", "1745-1901", "c. 1500 BC". */
const DATE = /(?:c\.\s*)?(?:AD\s+)?\b\d{3,4}s?\b(?:\s*(?:BC|BCE|AD|CE)\b)?(?:\s*[–-]\s*\d{2,4}\b)?/g;
/** Where the phrase that names the event stops. */
const BREAK = /[.;:,()]|\s(?:and|with|from|through|as|then|using|looking|comparing|ordering)\s/gi;

/** The last phrase of what comes before a date ("… the raid on Lindisfarne" of "The Vikings: the raid on Lindisfarne (793)"). */
function phraseBefore(text: string): string {
  const parts = text.split(BREAK);
  return (parts[parts.length - 1] ?? '').trim();
}
/** The phrase a date begins ("Factory Act" of "the 1833 Factory Act and …"). */
const phraseAfter = (text: string) => (text.split(BREAK)[0] ?? '').trim();

/** Sort key of a date: its first year, negative before Christ. */
const yearOf = (date: string) => {
  const year = Number(/\d{3,4}/.exec(date)?.[0] ?? 0);
  return /\bBC/.test(date) ? -year : year;
};

/**
 * The events the brief dates, in date order: "the raid on Lindisfarne (793)", "Federation in 1901", "the 1833
 * Factory Act", "Gallipoli, 1915", "Cyclone Tracy (Darwin, 1974)".
 */
export function datedEvents(text: string): DatedEvent[] {
  const found: DatedEvent[] = [];
  for (const m of text.matchAll(DATE)) {
    const date = m[0].trim();
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    let event: string;
    const bracket = /\(([^()]*?)(?:,\s*)?$/.exec(before);
    if (bracket && /^\s*\)/.test(after)) event = phraseBefore(before.slice(0, bracket.index));
    else if (/\b(?:in|of|from|since|by|around|until)\s+(?:the\s+)?$/i.test(before)) event = phraseBefore(before.replace(/\s*\b(?:in|of|from|since|by|around|until)\s+(?:the\s+)?$/i, ''));
    else if (/,\s*$/.test(before)) event = phraseBefore(before.replace(/,\s*$/, ''));
    else event = phraseAfter(after) || phraseBefore(before);
    event = event.replace(/^(?:the\s+)?/i, (d) => d.toLowerCase()).trim();
    if (event.split(/\s+/).length > 8 || !/[a-z]{3}/i.test(event)) continue;
    if (!found.some((f) => f.date === date)) found.push({ date, event });
  }
  return found.sort((a, b) => yearOf(a.date) - yearOf(b.date));
}

const timelineLine = (e: DatedEvent) => `${e.date}: ${e.event}`;
const otherThan = (items: NamedItem[], taken: string[]) => items.filter((i) => !taken.some((t) => t.toLowerCase().includes(i.text.toLowerCase()) || i.text.toLowerCase().includes(t.toLowerCase())));

/** "Which came first?" of the first and last dated events, answered from their dates. */
function orderCheck(events: DatedEvent[]): CheckItem[] {
  const [first, last] = [events[0], events[events.length - 1]];
  if (!first || !last || first === last || yearOf(first.date) === yearOf(last.date)) return [];
  return [{ prompt: `Which came first: ${last.event} or ${first.event}?`, answer: `${first.event} (${first.date}), before ${last.event} (${last.date}).` }];
}

export function historyLesson(input: ShapeInput, base: ShapeValues): Built {
  const data = SHAPES.history;
  const brief = input.reading;
  const content = input.content;
  const events = datedEvents(input.briefText);
  const isSource = anyWordOf(data.sourceWords);
  const sources = brief.items.filter((i) => i.kind === 'text' || (i.kind !== 'setting' && i.kind !== 'activity' && isSource.test(i.text))).map((i) => i.text);
  const cases = otherThan(named(brief, 'case-study'), sources).map((i) => i.text);
  const references = otherThan(named(brief, 'reference'), [...sources, ...cases]).map((i) => i.text);
  const focus = cases[0] ?? references[0] ?? events[0]?.event;
  const people = unique([...cases.slice(1), ...references.filter((r) => r !== focus)]);
  const activities = named(brief, 'activity').map((a) => sentenceOf(a.text));
  const values: ShapeValues = {
    scalars: {
      ...base.scalars,
      source: sources[0],
      sources: sources.length ? listOf(sources) : undefined,
      focus: focus && focus.toLowerCase() !== input.topic.toLowerCase() ? focus : undefined,
      focusOrTopic: focus ?? input.topic,
      hook: sources[0] ?? focus,
      pivot: events[0]?.event ?? focus,
      people: people.length ? listOf(people) : undefined,
    },
    lists: {
      ...base.lists,
      timeline: events.map(timelineLine),
      keyPoints: unique(content.flatMap((c) => c.keyPoints)).slice(0, 4),
      sourceQuestions: data.sourceQuestions,
      judgementFrame: data.judgementFrame,
      activities,
    },
  };
  // A question title is the enquiry question; otherwise the question fits what the brief names.
  const question = input.title && /\?\s*$/.test(input.title) ? input.title.trim() : undefined;
  const template = values.scalars.source ? data.enquiry.source : values.scalars.focus ? data.enquiry.focus : data.enquiry.topic;
  values.scalars.enquiry = question ?? fillLine(template, { ...values, scalars: { ...values.scalars, focus: values.scalars.focusOrTopic } })[0];
  values.lists.extras = itemsLeft(brief.items, [...sources, ...cases, ...references, ...events.map(timelineLine), ...activities]);
  const asked: ShapeValues = { ...values, scalars: { ...values.scalars, source: sources[0] ?? 'the source' } };
  const own = contentChecks(content, data.openChecks);
  return {
    values,
    checks: { open: own.open, teach: own.teach, close: [...orderCheck(events), ...fillChecks(data.closeChecks, asked), ...own.close].slice(0, 3) },
    practice: [...fillChecks(data.practice, asked), ...content.flatMap((c) => c.practice).slice(0, 3)],
    safety: [],
    equipment: unique([...sources.map((s) => `${s}: a copy for each pair`), ...named(brief, 'equipment').map((e) => e.text)]),
    texts: content.flatMap((c) => c.texts).slice(0, 1),
    equipped: ['practice'],
  };
}

export function geographyLesson(input: ShapeInput, base: ShapeValues): Built {
  const data = SHAPES.geography;
  const brief = input.reading;
  const content = input.content;
  const events = datedEvents(input.briefText);
  const isData = anyWordOf(data.dataWords);
  const dataItems = brief.items.filter((i) => !['case-study', 'setting', 'activity', 'reference'].includes(i.kind) && isData.test(i.text)).map((i) => i.text);
  // "Earthquakes: the 2011 Tohoku earthquake": the case study is what follows the heading.
  const cases = named(brief, 'case-study').map((i) => i.text.replace(/^[^:]*:\s*/, ''));
  const references = otherThan(named(brief, 'reference'), [...cases, ...dataItems]).map((i) => i.text);
  const place = cases[0] ?? references[0];
  const caseStudy = cases[0] ?? events[0]?.event ?? place;
  const activities = named(brief, 'activity').map((a) => sentenceOf(a.text));
  const values: ShapeValues = {
    scalars: {
      ...base.scalars,
      place,
      otherPlaces: listOf(unique([...cases, ...references]).filter((p) => p !== place)) || undefined,
      case: caseStudy,
      caseOrTopic: caseStudy ?? input.topic,
      data: dataItems.length ? listOf(dataItems) : `a map, a graph or a photograph of ${caseStudy ?? input.topic}`,
    },
    lists: {
      ...base.lists,
      when: events.map(timelineLine),
      keyPoints: unique(content.flatMap((c) => c.keyPoints)).slice(0, 4),
      processFrame: data.processFrame,
      dataQuestions: data.dataQuestions,
      activities,
    },
  };
  const question = input.title && /\?\s*$/.test(input.title) ? input.title.trim() : undefined;
  const template = !caseStudy ? data.enquiry.topic : events.length ? data.enquiry.dated : data.enquiry.case;
  values.scalars.enquiry = question ?? fillLine(template, values)[0];
  values.lists.extras = itemsLeft(brief.items, [...cases, ...references, ...dataItems, ...activities, ...events.map(timelineLine)]);
  const own = contentChecks(content, data.openChecks);
  return {
    values,
    checks: { open: own.open, teach: own.teach, close: [...fillChecks(data.closeChecks, values), ...own.close].slice(0, 3) },
    practice: [...fillChecks(data.practice, values), ...content.flatMap((c) => c.practice).slice(0, 3)],
    safety: unique(content.flatMap((c) => c.safety)),
    equipment: unique([...named(brief, 'equipment').map((e) => e.text), ...content.flatMap((c) => c.materials)]),
    texts: content.flatMap((c) => c.texts).slice(0, 1),
    equipped: ['open', 'game'],
  };
}
