import type { UnitSummary } from '../../services/unitApi';
import { createPagedListMachine } from '../listPages/pagedListMachine';

/** /units: the teacher's units of work, a page at a time, each deleted after a confirmation. */
export const unitListMachine = createPagedListMachine<UnitSummary>('unitList');

export type UnitListMachine = typeof unitListMachine;
