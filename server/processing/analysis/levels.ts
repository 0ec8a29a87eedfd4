import { normaliseLevel } from '../../curriculum/outcomes.ts';

const KEY_STAGES: Record<string, string[]> = { '1': ['1', '2'], '2': ['3', '4', '5', '6'], '3': ['7', '8', '9'], '4': ['10', '11'] };

/**
 * The school years a text names ("Grade 5", "Year 3", "Yr 10", "Kindergarten", "Foundation", "Key Stage 2", "KS3"),
 * as curriculum level strings; the first year of school counts as both "K" and "F".
 */
export function levelsMentioned(text: string): string[] {
  const levels = new Set<string>();
  for (const match of text.matchAll(/\b(?:grade|year|yr)\s*(\d{1,2})\b|\b(kindergarten|foundation year|prep)\b|\b(?:key stage|ks)\s*([1-4])\b/gi)) {
    if (match[1]) {
      const level = normaliseLevel(match[1]);
      if (level && Number(level) <= 12) levels.add(level);
    } else if (match[2]) {
      levels.add('K').add('F');
    } else if (match[3]) {
      for (const level of KEY_STAGES[match[3]]!) levels.add(level);
    }
  }
  return [...levels];
}

/** A syllabus's year level as level strings ("Year 3" → 3, "K" → K and F); none when it names no single year. */
export function syllabusLevels(yearLevel: string): string[] {
  const level = normaliseLevel(yearLevel);
  if (!level) return levelsMentioned(yearLevel);
  return level === 'K' || level === 'F' ? ['K', 'F'] : [level];
}
