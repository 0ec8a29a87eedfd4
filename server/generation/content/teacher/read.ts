import { upperFirst } from '../../lesson-view.ts';
import { outcomeDefinitions } from '../../vocabulary/defined.ts';
import { keyEntries, setName } from './answers.ts';
import type { Block } from './blocks.ts';
import { GENERIC_INSTRUCTIONS, type SectionRole } from './cues.ts';
import { definesOnItsOwn, isHeaderRow, isTermLike, termCase, termLine, termLines } from './definitions.ts';
import { finalAnswer, readExamples } from './examples.ts';
import { questionsOf, readsAsQuestion, usefulLeadIn, type DraftQuestion } from './questions.ts';
import type { Section } from './sections.ts';
import { emptyReading, type Question, type SliceReading } from './types.ts';

/** A block as the line it was: an answer key reads its numbered lines itself. */
function lineOf(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return block.text;
    case 'item':
      return `${block.number}. ${block.text}`;
    case 'part':
      return `(${block.letter}) ${block.text}`;
    case 'option':
      return `${block.letter}) ${block.text}`;
    case 'step':
      return `Step ${block.number}: ${block.text}`;
    case 'answer':
    case 'bullet':
    case 'line':
      return block.text;
  }
}

const USES: Partial<Record<SectionRole, Question['use']>> = { checks: 'checks', retrieval: 'retrieval' };
const QUESTION_ROLES = new Set<SectionRole>(['questions', 'checks', 'retrieval']);

/** One slice's sections read into questions, answers, texts, examples, terms and key points. */
export function readSlice(sliceId: string, sections: Section[]): SliceReading {
  const out = emptyReading();
  sections.forEach((section, index) => {
    const last = index === sections.length - 1;
    switch (section.role) {
      case 'answers':
        out.keyEntries.push(...keyEntries(section.blocks.map(lineOf)).map((e) => ({ ...e, sliceId })));
        return;
      case 'glossary':
        return readGeneral({ ...section, role: 'other', blocks: readGlossary(section.blocks, sliceId, out) }, sliceId, out, last);
      case 'keyPoints':
        return readGeneral({ ...section, role: 'other', blocks: readKeyPoints(section, sliceId, out) }, sliceId, out, last);
      case 'example': {
        const { examples, rest } = readExamples(section.blocks, sliceId);
        out.examples.push(...examples);
        return readGeneral({ ...section, role: 'questions', blocks: rest }, sliceId, out, last);
      }
      default:
        return readGeneral(section, sliceId, out, last);
    }
  });
  return out;
}

const textOf = (block: Block) => ('text' in block ? block.text.trim() : '');

/** A glossary's terms: one a line, or a term on one line and its meaning on the next; a question ends the glossary. */
function readGlossary(blocks: Block[], sliceId: string, out: SliceReading): Block[] {
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    const text = textOf(block);
    if (block.kind === 'item' && readsAsQuestion(text)) return blocks.slice(i);
    if (isHeaderRow(text)) continue;
    const lines = termLines(text, true);
    if (lines.length) {
      out.definitions.push(...lines.map((line) => ({ sliceId, ...line })));
      continue;
    }
    const next = blocks[i + 1] ? textOf(blocks[i + 1]!) : '';
    if (isTermLike(text) && next && !termLine(next, true) && next.split(/\s+/).length >= 3) {
      out.definitions.push({ sliceId, term: termCase(text), definition: next });
      i += 1;
    }
  }
  return [];
}

/**
 * A "Remember" or "Key points" box: its bullets, or up to three plain lines, are the key points; what follows the
 * box (a question, a paragraph after the bullets) is read as ordinary content.
 */
function readKeyPoints(section: Section, sliceId: string, out: SliceReading): Block[] {
  const add = (text: string) => out.keyPoints.push({ sliceId, text: upperFirst(text) });
  if (section.inline) {
    add(textOf(section.blocks[0]!));
    return section.blocks.slice(1);
  }
  let bulleted = false;
  for (const [i, block] of section.blocks.entries()) {
    const text = textOf(block);
    const listed = block.kind === 'bullet' || block.kind === 'item';
    if ((block.kind === 'item' && readsAsQuestion(text)) || (bulleted && !listed) || (!listed && i >= 3) || !text) return section.blocks.slice(i);
    bulleted ||= listed;
    add(text);
  }
  return [];
}

/**
 * Questions with their options, parts and answers; steps that work a problem; runs of "term – meaning" lines; the
 * prose that is left, which may be a text. Outside a questions section a numbered line counts as a question only
 * when it reads as one (a numbered list of facts in a reading stays in the reading).
 */
function readGeneral(section: Section, sliceId: string, out: SliceReading, lastSection: boolean): void {
  const use = USES[section.role] ?? 'practice';
  const asked = QUESTION_ROLES.has(section.role);
  const prose: string[] = [];
  let draft: DraftQuestion | undefined;
  let leadIn: string | undefined;
  let questionsSeen = false;
  let proseLast = false;
  let example: { problem: string; steps: string[]; answer: string } | undefined;
  let lastNumber: number | undefined;
  let proseSince = false;

  const closeDraft = () => {
    if (!draft) return;
    const counts = asked || readsAsQuestion(draft.stem) || draft.options.length > 0 || draft.answer !== undefined || draft.parts.some((p) => readsAsQuestion(p.text));
    if (counts) out.questions.push(...questionsOf(draft, { sliceId, use, set: setName(section.heading) }, leadIn));
    else prose.push(`${draft.number}. ${draft.stem}`, ...draft.parts.map((p) => `(${p.letter}) ${p.text}`));
    draft = undefined;
  };
  const closeExample = () => {
    if (example?.problem && example.steps.length) out.examples.push({ sliceId, ...example, answer: example.answer || finalAnswer(example.steps) });
    example = undefined;
  };

  const blocks = [...section.blocks];
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    const text = textOf(block);
    if (block.kind === 'line') {
      // A textbook's exercise numbers its questions and letters their parts without a stop: "2 A recipe …", "a 1/2 b 1/4".
      const bare = asked ? BARE_NUMBER.exec(text) : null;
      const next = lastNumber === undefined ? 1 : lastNumber + 1;
      if (bare && Number(bare[1]) === next) {
        blocks[i] = { kind: 'item', number: next, text: bare[2]! };
        i -= 1;
        continue;
      }
      const parts = draft ? bareParts(text) : undefined;
      if (draft && parts) {
        draft.parts.push(...parts);
        continue;
      }
    }
    proseLast = false;
    if (block.kind !== 'step' && block.kind !== 'answer') closeExample();
    switch (block.kind) {
      case 'item': {
        // Word restarts a list at 1 after the options under a question, and the document's text says "1." again.
        const restarted = lastNumber !== undefined && block.number <= lastNumber && (block.number === lastNumber || !proseSince);
        const number = restarted ? lastNumber! + 1 : block.number;
        lastNumber = number;
        proseSince = false;
        closeDraft();
        if (!questionsSeen) {
          // The instruction just above a set is not part of any text.
          leadIn = usefulLeadIn(prose[prose.length - 1]);
          if (prose.length && isInstruction(prose[prose.length - 1]!)) prose.pop();
        }
        questionsSeen = true;
        draft = { number, stem: text, parts: [], options: [] };
        break;
      }
      case 'part':
        if (draft) draft.parts.push({ letter: block.letter, text });
        else prose.push(lineOf(block));
        break;
      case 'option':
        if (draft) draft.options.push(text);
        else prose.push(lineOf(block));
        break;
      case 'answer': {
        if (example) {
          example.answer = text;
          closeExample();
        } else if (draft?.parts.length) draft.parts[draft.parts.length - 1]!.answer = text;
        else if (draft) draft.answer = text;
        break;
      }
      case 'step': {
        if (!example) {
          // Steps work the problem just above them: a question not yet answered, or the last line of prose.
          let problem: string | undefined;
          if (draft && !draft.parts.length && !draft.options.length && draft.answer === undefined) {
            problem = draft.stem;
            draft = undefined;
          } else {
            closeDraft();
            problem = prose.pop();
          }
          example = { problem: problem ?? '', steps: [], answer: '' };
        }
        example.steps.push(text);
        break;
      }
      case 'line':
      case 'bullet':
      case 'heading': {
        closeDraft();
        if (block.kind === 'bullet' && asked && readsAsQuestion(text)) {
          draft = { stem: text, parts: [], options: [] };
          break;
        }
        const run = definitionRun(blocks, i);
        if (run.length) {
          out.definitions.push(...run.map((line) => ({ sliceId, ...line })));
          i += run.length - 1;
          break;
        }
        prose.push(block.kind === 'bullet' ? `• ${text}` : text);
        // A sentence that says what a word is or means ("An alliance is an agreement …") defines it.
        if (block.kind === 'line') out.definitions.push(...outcomeDefinitions(text).map((d) => ({ sliceId, ...d, inProse: true })));
        proseLast = true;
        proseSince = true;
        break;
      }
    }
  }
  closeDraft();
  closeExample();
  if (prose.length) {
    out.prose.push({
      sliceId,
      title: section.heading,
      lines: prose,
      namedText: section.role === 'text',
      opensSlice: section.opensSlice && blocks[0]?.kind === 'line',
      closesSlice: lastSection && proseLast,
    });
  }
}

const BARE_NUMBER = /^(\d{1,2})\s+(\p{Lu}.*)$/u;

/** "a 1/2 + 1/3 b 1/4 + 1/6 c 2/5 + 1/3": parts lettered in order from a, without brackets or stops. */
function bareParts(line: string): { letter: string; text: string }[] | undefined {
  if (!/^a\s/.test(line)) return undefined;
  const found: { letter: string; index: number; end: number }[] = [];
  for (const m of line.matchAll(/(?:^|\s)([a-h])\s+(?=\S)/g)) {
    if (m[1] === String.fromCharCode(97 + found.length)) found.push({ letter: m[1], index: m.index, end: m.index + m[0].length });
  }
  if (found.length < 2) return undefined;
  return found.map((f, i) => ({ letter: f.letter, text: line.slice(f.end, found[i + 1]?.index ?? line.length).trim() }));
}

/** "Read the source and answer the questions.", "Simplify each fraction:": a line that tells students what to do. */
const isInstruction = (line: string) =>
  line.split(/\s+/).length <= 20 && /[.:]$/.test(line) && !line.includes('?') && (readsAsQuestion(line) || GENERIC_INSTRUCTIONS.some((g) => g.test(line)));

/**
 * Plain lines from `start` that define terms: two or more "term – meaning" lines together, or one whose meaning
 * starts as a definition does ("stomata – tiny holes …").
 */
function definitionRun(blocks: Block[], start: number) {
  const run = [];
  for (let i = start; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    const line = block.kind === 'line' || block.kind === 'bullet' ? termLine(block.text) : undefined;
    if (!line) break;
    run.push(line);
  }
  if (run.length >= 2) return run;
  const only = run[0];
  return only && definesOnItsOwn(only, textOf(blocks[start]!)) ? [only] : [];
}
