import { fromPromise } from 'xstate';
import type { Syllabus, SyllabusApi, SyllabusDetails, SyllabusSummary } from '../../services/syllabusApi';

export interface MySyllabiDeps {
  syllabusApi: Pick<SyllabusApi, 'list' | 'create'>;
  openSyllabus: (id: string) => void;
}

export function createMySyllabiImplementations(deps: MySyllabiDeps) {
  return {
    actors: {
      loadSyllabi: fromPromise<SyllabusSummary[], void>(({ signal }) => deps.syllabusApi.list({ signal })),
      createSyllabus: fromPromise<Syllabus, SyllabusDetails>(({ input, signal }) => deps.syllabusApi.create(input, { signal })),
    },
    actions: {
      openSyllabus: (_: unknown, { id }: { id: string }) => deps.openSyllabus(id),
    },
  };
}
