import { z } from 'zod';

/**
 * The Unicode bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the
 * left-to-right and right-to-left marks (U+200E, U+200F) and the Arabic letter mark (U+061C). In a title they make
 * "gpj.exe" read as "exe.jpg" in another teacher's list; a title's own letters set their direction without them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/**
 * Text given as a title (by a teacher, or by a file's name): the bidirectional controls removed, then trimmed.
 * Every title schema starts here and adds its own length limits, so the controls are stripped in one place.
 */
export const titleText = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(withoutBidiControls).trim();
