import type { Page } from '../../server/pagination';
export type X = Page<number>;
