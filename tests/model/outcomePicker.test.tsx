import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { outcomeBrowseMachine, outcomeSearchMachine } from '../../src/machines/outcomePicker/machine';
import type { OutcomeBrowseContext, OutcomeSearchContext } from '../../src/machines/outcomePicker/types';
import { useOutcomePickerActor } from '../../src/machines/outcomePicker/useOutcomePicker';
import { ApiError } from '../../src/services/apiError';
import type { ListedOutcome, Outcome } from '../../src/services/syllabusApi';
import { OutcomeBrowser, OutcomeSearch } from '../../src/views/outcomes/OutcomePicker';
import { ccssAttribution, curriculumOptions, fractionOutcomes } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import type { MountKit } from './harness';
import { at, renderViews } from './render';

type Call = { signal?: AbortSignal };
const failure = () => new ApiError(500, 'An unexpected error occurred');
const frameworkTitle = curriculumOptions.frameworks[0]!.title;

/** The picker as the brief form uses it; the flow under test settles through the harness, the other answers at once. */
function mountPicker(kit: MountKit, which: 'search' | 'browse') {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const picked: ListedOutcome[] = [];
  const options = ({ signal }: Call = {}) => (which === 'search' ? kit.pending('loadOptions', signal) : Promise.resolve(curriculumOptions));
  const syllabusApi = {
    // The browse flow's options come from the harness; the search flow's are a second, cached read of the same.
    options: which === 'browse' ? ({ signal }: Call = {}) => kit.pending('loadOptions', signal) : options,
    search: (_q: unknown, { signal }: Call = {}) => kit.pending('searchOutcomes', signal),
    browse: (_q: unknown, { signal }: Call = {}) => kit.pending('browseOutcomes', signal),
  };
  function Picker() {
    const picker = useOutcomePickerActor();
    const View = which === 'search' ? OutcomeSearch : OutcomeBrowser;
    return <View picker={picker} onPick={(o) => picked.push(o)} chosen={[fractionOutcomes[1]!.code]} />;
  }
  renderViews({ system: { syllabusApi: syllabusApi as never, inspect: kit.inspect }, routes: [at('/', <Picker />)] });
  return { picked };
}

/** A full page of results (12), so "Show more" can ask for the next. */
const fullPage: Outcome[] = [
  ...fractionOutcomes,
  ...Array.from({ length: 12 - fractionOutcomes.length }, (_, i) => ({ ...fractionOutcomes[0]!, code: `CCSS.Math.Content.3.NF.X.${i}`, shortCode: `3.NF.X.${i}` })),
];

const searchOf = (snapshot: AnyMachineSnapshot) => snapshot.context as OutcomeSearchContext;

describeModel({
  name: 'outcomeSearch',
  machine: outcomeSearchMachine,
  events: [
    { type: 'outcomes.type', input: 'equivalent fractions' },
    { type: 'outcomes.type', input: ' ' },
    { type: 'outcomes.chooseSearchFramework', framework: 'us-ccss-math' },
    { type: 'outcomes.chooseSearchLevel', level: '3' },
    { type: 'outcomes.search' },
    { type: 'outcomes.showMore' },
  ],
  outputs: { loadOptions: [curriculumOptions], searchOutcomes: [fractionOutcomes, [], fullPage] },
  error: failure,
  project: (snapshot) => {
    const c = searchOf(snapshot);
    return { words: c.input.trim().length > 0, searchIn: c.searchFramework, level: c.searchLevel, options: c.options !== null, found: c.found.length, length: c.length };
  },
  mount: (kit) => mountPicker(kit, 'search'),
  states: {
    '*': (snapshot) => {
      const c = searchOf(snapshot);
      expect(screen.getByRole('textbox', { name: 'Words to search for' })).toHaveValue(c.input);
      expect(screen.queryByRole('option', { name: frameworkTitle }) !== null).toBe(c.options !== null);
      expect(screen.getByRole('combobox', { name: 'Search in' })).toHaveValue(c.options ? c.searchFramework : '');
      expect(screen.getByRole('combobox', { name: 'At year level' })).toHaveValue(c.options ? c.searchLevel : '');
      expect(screen.queryByRole('button', { name: 'Show more' }) !== null).toBe(snapshot.can({ type: 'outcomes.showMore' }));
    },
    idle: (snapshot) => {
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Search outcomes' })).toHaveProperty('disabled', !snapshot.can({ type: 'outcomes.search' }));
    },
    searching: () => {
      expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    },
    found: (snapshot) => {
      const c = searchOf(snapshot);
      if (!c.found.length) {
        expect(screen.getByText(`No outcomes match "${c.searchedFor}".`)).toBeInTheDocument();
        return;
      }
      const results = screen.getByRole('list', { name: 'Search outcomes' });
      expect(within(results).getByRole('button', { name: 'Add 3.NF.A.3a' })).toBeEnabled();
      // Already chosen: shown as added.
      expect(within(results).getByRole('button', { name: 'Add 3.NF.A.3b' })).toBeDisabled();
      if (c.options) expect(screen.getByRole('contentinfo', { name: 'Curriculum sources' })).toHaveTextContent(ccssAttribution);
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    },
  },
});

const browseOf = (snapshot: AnyMachineSnapshot) => snapshot.context as OutcomeBrowseContext;

describeModel({
  name: 'outcomeBrowse',
  machine: outcomeBrowseMachine,
  events: [
    { type: 'outcomes.chooseFramework', framework: 'us-ccss-math' },
    { type: 'outcomes.chooseSubject', subject: 'Mathematics' },
    { type: 'outcomes.chooseSubject', subject: '' },
    { type: 'outcomes.chooseLevel', level: '3' },
    { type: 'outcomes.retry' },
  ],
  outputs: { loadOptions: [curriculumOptions], browseOutcomes: [fractionOutcomes] },
  error: failure,
  project: (snapshot) => browseOf(snapshot).browse,
  mount: (kit) => mountPicker(kit, 'browse'),
  states: {
    loadingFrameworks: () => {
      expect(screen.queryByRole('option', { name: frameworkTitle })).not.toBeInTheDocument();
    },
    frameworksFailed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load the frameworks.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    choosing: (snapshot) => {
      const { browse } = browseOf(snapshot);
      expect(screen.getByRole('combobox', { name: 'Framework' })).toHaveValue(browse.framework);
      if (!browse.framework) expect(screen.getByText('Choose a framework, then a subject or a year level.')).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    },
    listing: () => {
      expect(screen.getByText('Loading outcomes...')).toBeInTheDocument();
    },
    listed: (snapshot) => {
      const { browse } = browseOf(snapshot);
      expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue(browse.subject);
      expect(screen.getByRole('combobox', { name: 'Year level' })).toHaveValue(browse.level);
      expect(screen.getByText(fractionOutcomes[0]!.statement)).toBeInTheDocument();
      expect(screen.getByRole('contentinfo', { name: 'Curriculum sources' })).toHaveTextContent(ccssAttribution);
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    },
  },
});
