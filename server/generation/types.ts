/** The lesson plan's shapes live in the contracts the browser shares (src/contracts/lesson-plan.ts). */
export * from '../../src/contracts/lesson-plan.ts';
