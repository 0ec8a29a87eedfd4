import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { glossaryMachine, pedagogyMachine, questionsMachine } from '../../src/machines/lessonInsights/insights';
import type { Glossary, Pedagogy } from '../../src/machines/lessonInsights/insights';
import { ApiError } from '../../src/services/apiError';
import type { LessonQuestion } from '../../src/services/lessonApi';
import { GlossaryTab } from '../../src/views/lessons/tabs/GlossaryTab';
import { PedagogyTab } from '../../src/views/lessons/tabs/PedagogyTab';
import { QuestionsTab } from '../../src/views/lessons/tabs/QuestionsTab';
import { describeModel } from './harness';
import { at, renderViews } from './render';

type Call = { signal?: AbortSignal };
const failure = () => new ApiError(500, 'An unexpected error occurred');
const retry = () => screen.getByRole('button', { name: 'Try again' });

const glossary: Glossary = {
  entries: [{ term: 'equivalent', definition: 'Having the same value.', source: { kind: 'subject', ref: 'Mathematics' } }],
  instructions: { title: 'Today', text: 'We fold strips.', steps: ['Fold a strip in half.'], readingLevel: { gradeLevel: 3, readingEase: 90, label: 'Very easy' } },
};

describeModel({
  name: 'lessonGlossary',
  machine: glossaryMachine,
  input: { lessonId: 'lesson-1', params: null, askNow: true },
  events: [{ type: 'insight.retry' }],
  outputs: { fetchInsight: [glossary] },
  error: failure,
  unreachable: {
    'lessonGlossary.starting always → lessonGlossary.waiting': 'the glossary is asked for as soon as the tab opens',
    'lessonGlossary insight.request → lessonGlossary.asking': 'the glossary takes no parameters, so the tab only retries',
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = ({ signal }: Call = {}) => kit.pending('fetchInsight', signal);
    // The glossary and the instructions are fetched together: the test settles both with one answer.
    let both: Promise<Glossary> | undefined;
    const answer = (signal?: AbortSignal) => (both ??= pending({ ...(signal ? { signal } : {}) }) as Promise<Glossary>);
    const lessonApi = {
      glossary: async (_id: string, { signal }: Call = {}) => {
        both = undefined;
        return (await answer(signal)).entries;
      },
      instructions: async (_id: string, { signal }: Call = {}) => (await answer(signal)).instructions,
    };
    renderViews({ system: { lessonApi: lessonApi as never, inspect: kit.inspect }, routes: [at('/', <GlossaryTab lessonId="lesson-1" />)] });
    return {};
  },
  states: {
    asking: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Glossary');
    },
    answered: () => {
      expect(screen.getByText('Having the same value.')).toBeInTheDocument();
      expect(screen.getByText('Reading level: Very easy (grade 3)')).toBeInTheDocument();
      expect(screen.getByText('Fold a strip in half.')).toBeInTheDocument();
    },
    failed: () => {
      expect(retry()).toBeInTheDocument();
    },
  },
  exec: {
    'insight.retry': async () => {
      await userEvent.setup().click(retry());
    },
  },
});

const questions: LessonQuestion[] = [{ question: 'Why are 1/2 and 2/4 equal?', bloomLevel: 'understand', outcomeCode: '3.NF.A.3b', answerGuide: 'Same size.' }];

describeModel({
  name: 'lessonQuestions',
  machine: questionsMachine,
  input: { lessonId: 'lesson-1', params: { input: '', language: 'en' }, askNow: false },
  events: [{ type: 'insight.request', params: { input: 'number lines', language: 'en' } }, { type: 'insight.retry' }],
  outputs: { fetchInsight: [questions] },
  error: failure,
  unreachable: { 'lessonQuestions.starting always [askNow] → lessonQuestions.asking': 'questions wait for the teacher to ask' },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const asked: unknown[] = [];
    const lessonApi = {
      questions: (_id: string, query: unknown, { signal }: Call = {}) => {
        asked.push(query);
        return kit.pending('fetchInsight', signal);
      },
    };
    renderViews({ system: { lessonApi: lessonApi as never, inspect: kit.inspect }, routes: [at('/', <QuestionsTab lessonId="lesson-1" />)] });
    return { asked };
  },
  exec: {
    'insight.request': async () => {
      const user = userEvent.setup();
      const topic = screen.getByRole('textbox', { name: 'Topic or focus (optional)' });
      await user.clear(topic);
      await user.type(topic, 'number lines');
      await user.click(screen.getByRole('button', { name: /Write questions|Writing questions/ }));
    },
  },
  states: {
    waiting: () => {
      expect(screen.getByRole('button', { name: 'Write questions' })).toBeEnabled();
    },
    asking: (_s: AnyMachineSnapshot, kit) => {
      expect(screen.getByRole('button', { name: 'Writing questions...' })).toBeInTheDocument();
      expect((kit.extra.asked as unknown[]).at(-1)).toEqual({ input: 'number lines', language: 'en' });
    },
    answered: () => {
      expect(screen.getByText('Why are 1/2 and 2/4 equal?')).toBeInTheDocument();
      expect(screen.getByText('Answer guide: Same size.')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    },
  },
});

const pedagogy = (taxonomy: 'bloom' | 'solo'): Pedagogy => ({
  implementation: { taxonomy, levels: [{ level: 'apply', label: taxonomy === 'bloom' ? 'Apply' : 'Relational', count: 2, items: ['Fold a strip'] }], highest: null, recommendation: ['Add an evaluate task.'] },
  learningDesign: { dimensions: [{ key: 'collaboration', name: 'Collaboration', rating: 2, maxRating: 5, reason: 'Pairs share work.' }] },
  futureSkills: { skills: [{ key: 'creativity', name: 'Creativity', category: 'skill', present: true, evidence: 'Design a fraction wall' }] },
});

describeModel({
  name: 'lessonPedagogy',
  machine: pedagogyMachine,
  input: { lessonId: 'lesson-1', params: { taxonomy: 'bloom' }, askNow: true },
  events: [{ type: 'insight.request', params: { taxonomy: 'solo' } }, { type: 'insight.retry' }],
  outputs: { fetchInsight: [pedagogy('solo')] },
  error: failure,
  project: (snapshot) => (snapshot.context as { params: { taxonomy: string } }).params.taxonomy,
  unreachable: { 'lessonPedagogy.starting always → lessonPedagogy.waiting': 'the analysis is asked for as soon as the tab opens' },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: Promise<Pedagogy> | undefined;
    const settle = (signal?: AbortSignal) => (answer ??= kit.pending<Pedagogy>('fetchInsight', signal));
    const lessonApi = {
      pedagogyImplementation: async (_id: string, _t: string, { signal }: Call = {}) => {
        answer = undefined;
        return (await settle(signal)).implementation;
      },
      learningDesign: async (_id: string, { signal }: Call = {}) => (await settle(signal)).learningDesign,
      futureSkills: async (_id: string, { signal }: Call = {}) => (await settle(signal)).futureSkills,
    };
    renderViews({ system: { lessonApi: lessonApi as never, inspect: kit.inspect }, routes: [at('/', <PedagogyTab lessonId="lesson-1" />)] });
    return {};
  },
  exec: {
    'insight.request': async () => {
      await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Taxonomy' }), 'solo');
    },
  },
  states: {
    '*': (snapshot) => {
      const { taxonomy } = (snapshot.context as { params: { taxonomy: 'bloom' | 'solo' } }).params;
      expect(screen.getByRole('combobox', { name: 'Taxonomy' })).toHaveValue(taxonomy);
    },
    asking: () => {
      expect(screen.getByRole('status')).toBeInTheDocument();
    },
    answered: () => {
      expect(screen.getByRole('columnheader', { name: 'SOLO taxonomy' })).toBeInTheDocument();
      expect(screen.getByText('Pairs share work.')).toBeInTheDocument();
      expect(screen.getByText('Design a fraction wall')).toBeInTheDocument();
    },
    failed: () => {
      expect(retry()).toBeInTheDocument();
    },
  },
});
