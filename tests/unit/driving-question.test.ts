import { describe, expect, it } from 'vitest';
import { directQuestion } from '../../server/generation/english/question.ts';
import { focusQuestion } from '../../server/generation/offline.ts';

const outcome = (statement: string) => ({ code: 'X.1', shortCode: 'X.1', framework: 'test', subject: 'History', statement });

describe('the lesson’s driving question', () => {
  it('asks "how" and "why" tasks as a student would: the clause’s own verb takes do, does or did', () => {
    expect(directQuestion('how', 'rivers shape the land through erosion')).toBe('How do rivers shape the land through erosion?');
    expect(directQuestion('how', 'a plant makes its food')).toBe('How does a plant make its food?');
    expect(directQuestion('why', 'the Industrial Revolution changed where people lived')).toBe('Why did the Industrial Revolution change where people lived?');
    // Not a verb inside the subject's "who …" part, nor a noun of a list that looks like one.
    expect(directQuestion('how', 'new ideas about who should hold political power changed Britain')).toBe('How did new ideas about who should hold political power change Britain?');
    expect(directQuestion('how', 'ideas about who holds power changed Britain')).toBe('How did ideas about who holds power change Britain?');
    expect(directQuestion('how', 'waterfalls and gorges, meanders and oxbow lakes, and floodplains and levees form')).toBe('How do waterfalls and gorges, meanders and oxbow lakes, and floodplains and levees form?');
    // "how to …" is asked of the class.
    expect(directQuestion('how', 'to use letter-sound relationships and less common letter patterns to spell words')).toBe('How do we use letter-sound relationships and less common letter patterns to spell words?');
    // A passive or a form of "be" is left for the caller to word another way.
    expect(directQuestion('how', 'texts are organised')).toBeUndefined();
    expect(directQuestion('how', 'food chains can be represented')).toBeUndefined();
  });

  it('is the title when the teacher asked one, a "how do we know" for a short claim, and a direct question for a short "how" task', () => {
    expect(focusQuestion({ title: 'Why did Britain build an empire?', outcomes: [outcome('Explain how empires grew.')] })).toBe('Why did Britain build an empire?');
    expect(focusQuestion({ title: 'Reactions', outcomes: [outcome('Chemical reactions involve rearranging atoms to form new substances.')] })).toBe(
      'How do we know that chemical reactions involve rearranging atoms to form new substances?',
    );
    expect(focusQuestion({ title: 'Equations', outcomes: [outcome('Solve one-variable linear equations.')] })).toBe('How can we solve one-variable linear equations?');
  });

  it("names the lesson's subject rather than wrapping a long outcome sentence", () => {
    const britain = outcome('Explain how industry, new ideas about who should hold political power, and the growth of the empire changed Britain between 1745 and 1901.');
    expect(focusQuestion({ title: 'Britain 1745-1901', outcomes: [britain] })).toBe('What do we know about Britain 1745-1901, and how do we know it?');
    const measuring = outcome('Describe and compare measurable attributes of length, mass and capacity using informal units.');
    expect(focusQuestion({ title: 'Comparing lengths', outcomes: [measuring] })).toBe('How do we compare lengths?');
    const design = outcome('Design, make and evaluate a bridge from everyday materials that meets design criteria.');
    expect(focusQuestion({ title: 'A newspaper bridge', outcomes: [design] })).toBe('How can we design a newspaper bridge?');
    expect(focusQuestion({ title: 'From wheat to pasta', outcomes: [outcome('Explain the source, seasonality and characteristics of a broad range of ingredients.')] })).toBe(
      'What happens from wheat to pasta, and why?',
    );
  });
});
