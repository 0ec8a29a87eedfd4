/**
 * Wording kept as data with {name} slots that code fills with computed values ("Say a word that rhymes with {word}.").
 * Shared by the computed content sources whose sentences live in JSON.
 */

/** The text with each {name} replaced by its value; a name without a value is a mistake in the wording, so it throws. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The wording needs a value for {${name}} in “${text}”`);
    return String(value);
  });
}

/** An activity as one instruction with numbered steps: "Binary cards: 1. … 2. …". */
export function activityText(activity: { title: string; steps: readonly string[] }, values: Readonly<Record<string, string | number>>): string {
  return `${activity.title}: ${activity.steps.map((step, i) => `${i + 1}. ${fill(step, values)}`).join(' ')}`;
}

/** "“cat”, “hat” and “mat”": items joined as a sentence lists them. */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
