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

/**
 * Field messages that no input on the screen claims, so they are still shown somewhere. The server's messages name
 * their field in words ("The second address, … is not an email address"), so the field's key is not repeated.
 */
export function unclaimedFieldErrors(failure: Failure | null, claimed: (field: string) => boolean): string[] {
  if (!failure) return [];
  return Object.entries(failure.fields)
    .filter(([field]) => !claimed(field))
    .map(([, message]) => message);
}

/**
 * The lines of the alert above a form about a 400, title first: when some message sits at its field on screen, the
 * pointer to the highlighted fields (`pointer`) and the messages no field claims; when none does, those messages
 * themselves, never a pointer to highlights that are not there.
 */
export function validationAlertLines(failure: Failure, claimed: (field: string) => boolean, pointer: string): [string, ...string[]] {
  const messages = unclaimedFieldErrors(failure, claimed);
  const [first, ...rest] = messages;
  return first === undefined || Object.keys(failure.fields).some(claimed) ? [pointer, ...messages] : [first, ...rest];
}

/** A failure in words for a place with no fields: a 400's field messages (each names its field), else its message. */
export function describeFailure(failure: Failure): string {
  return failure.kind === 'validation' ? Object.values(failure.fields).join(' ') || failure.message : failure.message;
}
