import type { NamedItem } from '../brief/read.ts';
import type { CheckItem } from '../types.ts';
import { fillLine, type ShapeValues } from './build.ts';
import { anyWordOf, asWritten, capitalised, listOf, named, phrasesWith, sentenceOf, unique } from './helpers.ts';
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

/** "soldiers' letters", "the Vindolanda tablets": a name of many things (its last word a plural, not a possessive). */
const isPlural = (name: string) => /[^s'’]s$/i.test(name.trim());
/** A plural source asked about one at a time: "each of the soldiers' letters". */
const eachOf = (name: string) => (isPlural(name) ? `each of ${/^(?:the|a|an)\s/i.test(name) || /['’]s?\s/.test(name) ? '' : 'the '}${name}` : name);

const timelineLine = (e: DatedEvent) => `${e.date}: ${e.event}`;
const otherThan = (items: NamedItem[], taken: string[]) => items.filter((i) => !taken.some((t) => t.toLowerCase().includes(i.text.toLowerCase()) || i.text.toLowerCase().includes(t.toLowerCase())));

/** "Which came first?" of the first and last dated events, answered from their dates. */
function orderCheck(events: DatedEvent[]): CheckItem[] {
  const [first, last] = [events[0], events[events.length - 1]];
  if (!first || !last || first === last || yearOf(first.date) === yearOf(last.date)) return [];
  return [{ prompt: `Which came first: ${last.event} or ${first.event}?`, answer: `${first.event} (${first.date}), before ${last.event} (${last.date}).` }];
}

/** A question the teacher typed as the title is the lesson's enquiry question. */
const questionTitle = (title?: string) => (title && /\?\s*$/.test(title) ? title.trim() : undefined);
/** Timelines hold a few events: with fewer, the teacher is asked for the events around them. */
const FULL_TIMELINE = 3;

export function historyLesson(input: ShapeInput, base: ShapeValues): Built {
  const data = SHAPES.history;
  const brief = input.reading;
  const content = input.content;
  const text = input.briefText;
  const events = datedEvents(text);
  const isSource = anyWordOf(data.sourceWords);
  // The sources are the things the brief names by a source's word ("soldiers' letters", "the Bayeux Tapestry"); a
  // named text that is no source ("The Battle of the Somme") is what the sources are about.
  // "Two accounts of the Boston Tea Party" counts the sources the brief then names; it is none of them.
  const sources = unique([...phrasesWith(data.sourceWords, text).filter((p) => !/^(?:two|three|four|both|several|some|many)\s/i.test(p)), ...named(brief, 'text').filter((t) => isSource.test(t.text)).map((t) => asWritten(t.text, text))]).filter(
    (s, i, all) => !all.some((o, j) => j !== i && o.length > s.length && o.toLowerCase().includes(s.toLowerCase())),
  );
  const subjects = [...named(brief, 'case-study'), ...named(brief, 'text').filter((t) => !isSource.test(t.text))];
  // A case named at the start of a sentence ("The Battle of the Somme (1916): …") is "the Battle of the Somme" mid-sentence.
  const cases = otherThan(subjects, sources).map((i) => asWritten(i.text, text).replace(/^The\s/, 'the '));
  const references = otherThan(named(brief, 'reference'), [...sources, ...cases]).map((i) => asWritten(i.text, text));
  // What the sources are about: a name the title uses, else the first dated event, else a case study the brief names;
  // other names are the people and places placed beside the events.
  const inTitle = (name: string) => (input.title ?? '').toLowerCase().includes(name.replace(/^the\s/i, '').toLowerCase());
  const studied = otherThan(named(brief, 'case-study'), sources).map((i) => asWritten(i.text, text).replace(/^The\s/, 'the '));
  const focus = cases.find(inTitle) ?? references.find(inTitle) ?? events[0]?.event ?? studied[0];
  const people = unique([...cases, ...references].filter((r) => r !== focus));
  const activities = named(brief, 'activity').map((a) => sentenceOf(a.text));
  const values: ShapeValues = {
    scalars: {
      ...base.scalars,
      source: sources[0] && eachOf(sources[0]),
      sources: sources.length ? listOf(sources) : undefined,
      them: sources.length > 1 || (sources[0] && isPlural(sources[0])) ? 'them' : 'it',
      focus: focus && focus.toLowerCase() !== input.topic.toLowerCase() ? focus : undefined,
      focusOrTopic: focus ?? input.topic,
      hook: sources[0] ?? focus,
      pivot: events[0]?.event ?? focus,
      people: people.length ? listOf(people) : undefined,
      timelineFull: events.length >= FULL_TIMELINE || !events.length ? 'yes' : undefined,
      timelineShort: events.length && events.length < FULL_TIMELINE ? listOf(events.map((e) => e.event)) : undefined,
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
  const template = values.scalars.source ? (focus ? data.enquiry.source : data.enquiry.sourceOnly) : values.scalars.focus ? data.enquiry.focus : data.enquiry.topic;
  const enquiry = questionTitle(input.title) ?? fillLine(template, { ...values, scalars: { ...values.scalars, focus: values.scalars.focusOrTopic } })[0];
  values.scalars.enquiry = enquiry && capitalised(enquiry);
  values.lists.extras = itemsLeft(brief.items, [...sources, ...cases, ...references, ...events.map(timelineLine), ...activities]);
  const asked: ShapeValues = { ...values, scalars: { ...values.scalars, source: sources[0] ?? 'the source' } };
  const own = contentChecks(content, data.openChecks);
  return {
    values,
    checks: { open: own.open, teach: own.teach, close: [...orderCheck(events), ...fillChecks(data.closeChecks, asked), ...own.close].slice(0, 3) },
    practice: [...fillChecks(data.practice, asked), ...content.flatMap((c) => c.practice).slice(0, 3)],
    safety: [],
    equipment: unique([...sources.map((s) => `${capitalised(s)}: a copy for each pair`), ...named(brief, 'equipment').map((e) => e.text)]),
    texts: content.flatMap((c) => c.texts).slice(0, 1),
    equipped: ['practice'],
  };
}

export function geographyLesson(input: ShapeInput, base: ShapeValues): Built {
  const data = SHAPES.geography;
  const brief = input.reading;
  const content = input.content;
  const text = input.briefText;
  const events = datedEvents(text);
  const fieldwork = phrasesWith(data.fieldworkWords, text, { lowerCase: true });
  const dataItems = phrasesWith(data.dataWords, text).filter((d) => !fieldwork.includes(d));
  // "Earthquakes: the 2011 Tohoku earthquake": the case study is what follows the heading.
  const cases = named(brief, 'case-study').map((i) => asWritten(i.text.replace(/^[^:]*:\s*/, ''), text));
  // Names in capitals the brief gives as examples ("the DR Congo") are places too.
  const names = [...named(brief, 'reference'), ...named(brief, 'examples').filter((e) => e.text.split(/\s+/).every((w) => /^[A-Z]/.test(w)))];
  const references = otherThan(names, [...cases, ...dataItems]).map((i) => asWritten(i.text, text));
  // Fieldwork happens somewhere: "a survey of litter on the school grounds" is on the school grounds.
  const fieldPlace = fieldwork.map((f) => /\b(?:on|in|at|outside|around|along|near)\s+((?:the|our)\s+[^,.;]+)$/i.exec(f)?.[1]).find(Boolean);
  const place = cases[0] ?? references[0];
  // The case study is one the brief names or an event it dates; a country it names is where, not what, the class studies.
  const caseStudy = cases[0] ?? events[0]?.event;
  const activities = named(brief, 'activity').map((a) => sentenceOf(a.text)).filter((a) => !fieldwork.some((f) => a.toLowerCase().includes(f.toLowerCase())));
  const values: ShapeValues = {
    scalars: {
      ...base.scalars,
      place,
      // A place the class visits is found on a large-scale map, not a globe.
      localPlace: place ? undefined : fieldPlace,
      anyPlace: place ?? fieldPlace,
      otherPlaces: listOf(unique([...cases, ...references]).filter((p) => p !== place)) || undefined,
      case: caseStudy,
      caseOrTopic: caseStudy ?? input.topic,
      placeTopic: caseStudy ? undefined : input.topic,
      places: listOf(unique([...cases, ...references, ...(fieldPlace ? [fieldPlace] : [])])) || undefined,
      fieldwork: fieldwork.length ? listOf(fieldwork) : undefined,
      firstFieldwork: fieldwork[0],
      data: dataItems.length ? listOf(dataItems) : fieldwork.length ? undefined : `a map, a graph or a photograph of ${caseStudy ?? input.topic}`,
    },
    lists: {
      ...base.lists,
      when: events.map(timelineLine),
      keyPoints: unique(content.flatMap((c) => c.keyPoints)).slice(0, 4),
      frame: caseStudy ? data.processFrame : data.placeFrame,
      dataQuestions: data.dataQuestions,
      activities,
    },
  };
  // A lesson on fieldwork at a place of the class's own asks what the fieldwork will show.
  const template = !caseStudy && fieldwork.length ? data.enquiry.fieldwork : !caseStudy ? data.enquiry.topic : events.length ? data.enquiry.dated : data.enquiry.case;
  const enquiry = questionTitle(input.title) ?? fillLine(template, values)[0];
  values.scalars.enquiry = enquiry && capitalised(enquiry);
  values.lists.extras = itemsLeft(brief.items, [...cases, ...references, ...dataItems, ...fieldwork, ...activities, ...events.map(timelineLine)]);
  const own = contentChecks(content, data.openChecks);
  return {
    values,
    checks: { open: own.open, teach: own.teach, close: [...fillChecks(caseStudy ? data.closeChecks : data.placeCloseChecks, values), ...own.close].slice(0, 3) },
    practice: [...fillChecks(caseStudy ? data.practice : data.placePractice, values), ...content.flatMap((c) => c.practice).slice(0, 3)],
    safety: unique([...(fieldwork.length ? data.fieldworkSafety : []), ...content.flatMap((c) => c.safety)]),
    equipment: unique([...named(brief, 'equipment').map((e) => e.text), ...content.flatMap((c) => c.materials)]),
    texts: content.flatMap((c) => c.texts).slice(0, 1),
    // Fieldwork's safety briefing comes before students go out, in the data phase.
    equipped: fieldwork.length ? ['game'] : ['open', 'game'],
    ...(fieldwork.length ? { weights: data.fieldworkWeights } : {}),
  };
}
