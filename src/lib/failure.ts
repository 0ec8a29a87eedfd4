import { isApiError } from '../services/apiError';

/** What a flow keeps of a failed call: enough for a view to say what happened and where. */
export interface Failure {
  kind: 'validation' | 'tooManyRequests' | 'notFound' | 'other';
  message: string;
  /** Validation messages by field ("title", "phases.0.minutes"); several for one field are joined. */
  fields: Record<string, string>;
}

export function toFailure(error: unknown): Failure {
  if (!isApiError(error)) {
    return { kind: 'other', message: error instanceof Error ? error.message : String(error), fields: {} };
  }
  if (error.validationErrors?.length) {
    const fields: Record<string, string> = {};
    for (const { field, message } of error.validationErrors) {
      fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
    }
    return { kind: 'validation', message: error.message, fields };
  }
  const kind = error.statusCode === 429 ? 'tooManyRequests' : error.statusCode === 404 ? 'notFound' : 'other';
  return { kind, message: error.message, fields: {} };
}

/** Field messages that no input on the screen claims, so they are still shown somewhere. */
export function unclaimedFieldErrors(failure: Failure | null, claimed: (field: string) => boolean): string[] {
  if (!failure) return [];
  return Object.entries(failure.fields)
    .filter(([field]) => !claimed(field))
    .map(([field, message]) => (field && field !== '(body)' ? `${field}: ${message}` : message));
}
