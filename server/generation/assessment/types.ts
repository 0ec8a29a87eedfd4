/** The assessment's shapes live in the contracts the browser shares (src/contracts/assessment.ts). */
export * from '../../../src/contracts/assessment.ts';
