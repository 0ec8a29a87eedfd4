import type { SeedFile } from './types.ts';

/**
 * Writes a seed file with one outcome per line: compact enough to commit, readable in a diff, and byte-stable
 * (keys in a fixed order) so re-running the importer produces no change.
 */
export function serialiseSeedFile(file: SeedFile): string {
  const lines = file.outcomes.map((o) =>
    JSON.stringify({
      code: o.code,
      shortCode: o.shortCode,
      framework: o.framework,
      learningArea: o.learningArea,
      subject: o.subject,
      strand: o.strand,
      substrand: o.substrand,
      levels: o.levels,
      levelLabel: o.levelLabel,
      statement: o.statement,
      parentCode: o.parentCode,
      sourceId: o.sourceId,
      // Only present when there are some, so a framework without elaborations keeps its file (and hash) unchanged.
      ...(o.elaborations.length > 0 ? { elaborations: o.elaborations } : {}),
    }),
  );
  const f = file.framework;
  const framework = JSON.stringify({
    id: f.id,
    market: f.market,
    title: f.title,
    licence: f.licence,
    licenceUrl: f.licenceUrl,
    attribution: f.attribution,
    source: f.source,
    officialCodes: f.officialCodes,
  });
  return `{\n"format": ${file.format},\n"framework": ${framework},\n"outcomes": [\n${lines.join(',\n')}\n]\n}\n`;
}
