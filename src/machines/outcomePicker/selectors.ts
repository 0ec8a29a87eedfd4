import type { SnapshotFrom } from 'xstate';
import type { CurriculumOptions, Framework } from '../../services/syllabusApi';
import type { OutcomePickerMachine } from './machine';

type Snapshot = SnapshotFrom<OutcomePickerMachine>;

export const selectFrameworks = (s: Snapshot): Framework[] => s.context.options?.frameworks ?? [];
export const selectFrameworksFailed = (s: Snapshot) => s.matches({ frameworks: 'failed' });
export const selectInput = (s: Snapshot) => s.context.input;
export const selectSearchFramework = (s: Snapshot) => s.context.searchFramework;
export const selectSearchedFor = (s: Snapshot) => s.context.searchedFor;
export const selectFound = (s: Snapshot) => s.context.found;
export const selectIsSearching = (s: Snapshot) => s.matches({ search: 'searching' });
export const selectSearchDone = (s: Snapshot) => s.matches({ search: 'found' });
export const selectSearchFailed = (s: Snapshot) => s.matches({ search: 'failed' });
export const selectCanSearch = (s: Snapshot) => s.can({ type: 'outcomes.search' });
export const selectBrowse = (s: Snapshot) => s.context.browse;
export const selectListed = (s: Snapshot) => s.context.listed;
export const selectIsListing = (s: Snapshot) => s.matches({ browse: 'listing' });
export const selectListDone = (s: Snapshot) => s.matches({ browse: 'listed' });
export const selectBrowseFailed = (s: Snapshot) => s.matches({ browse: 'failed' });
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectOptions = (s: Snapshot) => s.context.options;

/** The attribution texts of the frameworks whose outcomes are on screen, each once (curriculum licences). */
export function attributionsFor(options: CurriculumOptions | null, frameworkIds: string[]): { id: string; text: string; licence: string; licenceUrl: string }[] {
  const wanted = new Set(frameworkIds);
  return (options?.frameworks ?? [])
    .filter((f) => wanted.has(f.id) && f.attribution)
    .map((f) => ({ id: f.id, text: f.attribution, licence: f.licence, licenceUrl: f.licenceUrl }));
}
