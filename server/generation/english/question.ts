import nlp from 'compromise';

/**
 * "explain how rivers shape the land" asked as the lesson's question: "How do rivers shape the land?"; "explain how
 * industry … changed Britain" → "How did industry … change Britain?". The clause's own verb (not one inside a
 * "who …" or "that …" part of its subject) takes "do", "does" or "did" before the subject. Undefined when the clause
 * has no plain present or past verb to turn ("can be represented", "are used"), so the caller words it another way.
 */

interface TaggedVerb {
  text: string;
  offset: number;
  infinitive: string;
  tags: string[];
}

const WH_OR_THAT = /\b(?:who|whom|whose|which|that|where|when|what|how|why|whether|if)\b/i;
const BE_OR_HAVE = /^(?:is|are|was|were|am|be|been|being|has|have|had)$/i;

/** The clause's one-word verbs with where each stands (a word said twice is two verbs, at its own place). */
function verbsOf(clause: string): TaggedVerb[] {
  const verbs = nlp(clause).verbs().json({ offset: true }) as { verb?: { infinitive?: string }; terms: { text: string; tags: string[]; offset: { start: number } }[] }[];
  return verbs.flatMap((v) => {
    const [head] = v.terms;
    return head && v.terms.length === 1 && v.verb?.infinitive ? [{ text: head.text, offset: head.offset.start, infinitive: v.verb.infinitive, tags: head.tags }] : [];
  });
}

export function directQuestion(wh: 'how' | 'why', clause: string): string | undefined {
  // "how to use letter patterns to spell words" is asked of the class: "How do we use letter patterns to spell words?"
  const infinitive = /^to\s+(.+)$/i.exec(clause.trim());
  if (infinitive) return `${wh === 'how' ? 'How' : 'Why'} do we ${infinitive[1]}?`;
  for (const verb of verbsOf(clause)) {
    const subject = clause.slice(0, verb.offset).trim();
    // A verb right after "who", "that" … is the subject's own ("ideas about who holds power changed …"), and after a
    // comma or "and" the word is one more item of a list ("gorges, meanders and …"): neither is the clause's verb.
    const lastWords = subject.split(/\s+/).slice(-2).join(' ');
    if (!subject || /(?:[,;:]|\band|\bor)$/i.test(subject) || WH_OR_THAT.test(lastWords)) continue;
    if (BE_OR_HAVE.test(verb.text) || verb.tags.includes('Modal') || verb.tags.includes('Auxiliary') || verb.tags.includes('Gerund') || verb.tags.includes('PastParticiple')) return undefined;
    const past = verb.tags.includes('PastTense');
    // A present verb agrees with its subject: "lakes" after "meanders and oxbow" is a noun of the list.
    const pluralSubject = /\band\b/i.test(subject) || /[^s]s$/i.test(subject.split(/\s+/).pop() ?? '');
    if (!past && /[^s]s$/.test(verb.text) === pluralSubject) continue;
    const helper = past ? 'did' : /[^s]s$/.test(verb.text) ? 'does' : 'do';
    const rest = clause.slice(verb.offset + verb.text.length).trim();
    const opening = wh === 'how' ? 'How' : 'Why';
    return `${opening} ${helper} ${subject} ${verb.infinitive}${rest ? ` ${rest}` : ''}?`;
  }
  return undefined;
}
