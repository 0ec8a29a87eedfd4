import { fromPromise } from 'xstate';
import type { Syllabus, SyllabusApi, SyllabusDetails, SyllabusSummary } from '../../services/syllabusApi';
import type { Page } from '../listPages/pages';

export interface MySyllabiDeps {
  syllabusApi: Pick<SyllabusApi, 'list' | 'create'>;
  openSyllabus: (id: string) => void;
}

export function createMySyllabiImplementations(deps: MySyllabiDeps) {
  return {
    actors: {
      loadSyllabi: fromPromise<Page<SyllabusSummary>, { continuationToken: string | null }>(({ input, signal }) =>
        deps.syllabusApi.list({ continuationToken: input.continuationToken, signal }),
      ),
      createSyllabus: fromPromise<Syllabus, SyllabusDetails>(({ input, signal }) => deps.syllabusApi.create(input, { signal })),
    },
    actions: {
      openSyllabus: (_: unknown, { id }: { id: string }) => deps.openSyllabus(id),
    },
  };
}
