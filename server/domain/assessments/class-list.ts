import { ValidationError } from '../../errors.ts';

/** The most students one class list holds. */
export const MAX_STUDENTS = 200;
const COLUMNS_HELP = 'a class list has a header row with the column "name" (or "first name" and "last name") and, optionally, "student id"';

const clean = (name: string) => name.replace(/\s+/g, ' ').trim();

/** One name per line, as typed or pasted; blank lines are skipped. */
export function namesFromLines(text: string): string[] {
  return text.split(/\r?\n/).map(clean).filter(Boolean);
}

/** Splits one CSV line, honouring double-quoted fields with commas and doubled quotes. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/**
 * Names from a CSV file as a spreadsheet saves it: UTF-8 (with or without a byte-order mark), a header row naming the
 * columns. Anything else is refused with what to change, and nothing is taken from a file that is partly wrong.
 */
export function namesFromCsv(bytes: Uint8Array): string[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError([{ field: 'file', message: 'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and upload it again.' }]);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim());
  if (!lines.length) throw new ValidationError([{ field: 'file', message: `The file is empty: ${COLUMNS_HELP}.` }]);
  const header = csvFields(lines[0]!).map((h) => h.toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' '));
  const known = new Set(['name', 'first name', 'last name', 'student id']);
  const unknown = header.filter((h) => !known.has(h));
  if (unknown.length) throw new ValidationError([{ field: 'file', message: `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u}"`).join(', ')}: ${COLUMNS_HELP}.` }]);
  const name = header.indexOf('name');
  const first = header.indexOf('first name');
  const last = header.indexOf('last name');
  if (name < 0 && (first < 0 || last < 0)) throw new ValidationError([{ field: 'file', message: `The name column is missing: ${COLUMNS_HELP}.` }]);
  const names: string[] = [];
  const problems: { field: string; message: string }[] = [];
  lines.slice(1).forEach((line, index) => {
    const fields = csvFields(line);
    const row = index + 2;
    if (fields.length !== header.length) {
      problems.push({ field: `file.row${row}`, message: `Row ${row} has ${fields.length} columns, the header has ${header.length}. Check for a comma inside a name without quotes.` });
      return;
    }
    const full = clean(name >= 0 ? fields[name]! : `${fields[first]!} ${fields[last]!}`);
    if (!full) problems.push({ field: `file.row${row}`, message: `Row ${row} has no name.` });
    else names.push(full);
  });
  if (problems.length) throw new ValidationError(problems);
  return names;
}

/** Checks a class list's size and names; answers the names in order. */
export function checkedNames(names: string[]): string[] {
  const list = names.map(clean).filter(Boolean);
  if (!list.length) throw new ValidationError([{ field: 'names', message: 'Add at least one student: type or paste one name per line, or upload a CSV.' }]);
  if (list.length > MAX_STUDENTS) throw new ValidationError([{ field: 'names', message: `A class list has at most ${MAX_STUDENTS} students; this one has ${list.length}.` }]);
  const tooLong = list.find((n) => n.length > 120);
  if (tooLong) throw new ValidationError([{ field: 'names', message: `A name has at most 120 characters: "${tooLong.slice(0, 40)}…"` }]);
  return list;
}
