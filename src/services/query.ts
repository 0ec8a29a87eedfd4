export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

/**
 * Serialises a query with indexed arrays (`a[0]=x&a[1]=y`), as the API expects (spec §7).
 * Null and undefined values are left out.
 */
export function serialiseQuery(query: Query): string {
  const parts: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (value === null || value === undefined) return;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else add(key, value);
  }
  return parts.join('&');
}

export function withSerialisedQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const serialised = serialiseQuery(query);
  if (!serialised) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${serialised}`;
}
