/** Spec §9 text cuts. */
export const DESCRIPTION_CUT = 220;
export const BREADCRUMB_CUT = 100;
const ELLIPSIS = '...';

/** Cuts text longer than `max` characters to `max` characters plus an ellipsis; shorter text is unchanged. */
export function cutText(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  const chars = Array.from(value);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : value;
}

export const cutDescription = (text: string | null | undefined) => cutText(text, DESCRIPTION_CUT);
export const cutBreadcrumb = (text: string | null | undefined) => cutText(text, BREADCRUMB_CUT);

/** The display name of a profile: its name, or the part of the email before the @. */
export function displayName(profile: { name?: string | null; email?: string | null }): string {
  const name = (profile.name ?? '').trim();
  if (name) return name;
  return (profile.email ?? '').split('@')[0] ?? '';
}
