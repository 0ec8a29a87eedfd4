import type { SnapshotFrom } from 'xstate';
import type { CurriculumOptions, Framework } from '../../services/syllabusApi';
import type { OutcomeBrowseMachine, OutcomeSearchMachine } from './machine';

type Search = SnapshotFrom<OutcomeSearchMachine>;
type Browse = SnapshotFrom<OutcomeBrowseMachine>;

export const selectOptions = (s: Search | Browse) => s.context.options;
export const selectFrameworks = (s: Search | Browse): Framework[] => s.context.options?.frameworks ?? [];

export const selectInput = (s: Search) => s.context.input;
export const selectSearchFramework = (s: Search) => s.context.searchFramework;
export const selectSearchLevel = (s: Search) => s.context.searchLevel;
export const selectSearchedFor = (s: Search) => s.context.searchedFor;
export const selectCanShowMore = (s: Search) => s.can({ type: 'outcomes.showMore' });
/** Year levels to search at: those of the chosen framework, or of every framework, in school order. */
export const selectSearchLevels = (s: Search): string[] => {
  const frameworks = (s.context.options?.frameworks ?? []).filter((f) => !s.context.searchFramework || f.id === s.context.searchFramework);
  const levels = new Set(frameworks.flatMap((f) => f.levels));
  return [...['F', 'K'].filter((l) => levels.has(l)), ...[...levels].filter((l) => l !== 'F' && l !== 'K').sort((a, b) => Number(a) - Number(b))];
};
export const selectFound = (s: Search) => s.context.found;
export const selectSearchFailure = (s: Search) => s.context.failure;
export const selectIsSearching = (s: Search) => s.matches('searching');
export const selectSearchDone = (s: Search) => s.matches('found');
export const selectSearchFailed = (s: Search) => s.matches('failed');
export const selectCanSearch = (s: Search) => s.can({ type: 'outcomes.search' });

export const selectBrowse = (s: Browse) => s.context.browse;
export const selectListed = (s: Browse) => s.context.listed;
export const selectBrowseFailure = (s: Browse) => s.context.failure;
export const selectFrameworksLoading = (s: Browse) => s.matches('loadingFrameworks');
export const selectFrameworksFailed = (s: Browse) => s.matches('frameworksFailed');
export const selectIsListing = (s: Browse) => s.matches('listing');
export const selectListDone = (s: Browse) => s.matches('listed');
export const selectBrowseFailed = (s: Browse) => s.matches('failed');

/** The attribution texts of the frameworks whose outcomes are on screen, each once (curriculum licences). */
export function attributionsFor(options: CurriculumOptions | null, frameworkIds: string[]): { id: string; text: string; licence: string; licenceUrl: string }[] {
  const wanted = new Set(frameworkIds);
  return (options?.frameworks ?? [])
    .filter((f) => wanted.has(f.id) && f.attribution)
    .map((f) => ({ id: f.id, text: f.attribution, licence: f.licence, licenceUrl: f.licenceUrl }));
}
