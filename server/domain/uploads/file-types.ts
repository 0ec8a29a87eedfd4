/** The accepted file kinds live in the contracts the browser shares (src/contracts/file-types.ts). */
export * from '../../../src/contracts/file-types.ts';
