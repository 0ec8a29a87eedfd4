import type { BriefReading, NamedItem } from '../brief/read.ts';

/** Small helpers the shape builders share: lists in words, the brief's items of a kind, and de-duplication. */

export const listOf = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
export const named = (reading: BriefReading, kind: NamedItem['kind']) => reading.items.filter((i) => i.kind === kind);
export const sentenceOf = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
export const unique = (items: string[]) => [...new Set(items.map((i) => i.trim()).filter(Boolean))];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern that finds any of a data list's words as whole words ("letter" in "a soldier's letter", not in "letterbox"). */
export const anyWordOf = (words: readonly string[]) => new RegExp(`\\b(?:${words.map(escape).join('|')})\\b`, 'i');
