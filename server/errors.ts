/** One field's problem in a 400 answer. The spec's 400 body is an array of these. */
export interface FieldError {
  field: string;
  message: string;
}

/** Body of every non-400 error answer. */
export interface ErrorBody {
  statusCode: number;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: FieldError[]) {
    super('Validation Error');
    this.name = 'ValidationError';
  }
}

export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

/** A size limit in words for an answer: "1 MB", "8 MB", "16 KB", "1.5 MB" (1 MB = 1,048,576 bytes). */
export function describeSize(bytes: number): string {
  const [unit, size] = bytes >= 1048576 ? ['MB', bytes / 1048576] : bytes >= 1024 ? ['KB', bytes / 1024] : ['bytes', bytes];
  return `${Number.isInteger(size) ? size : size.toFixed(2).replace(/0$/, '')} ${unit}`;
}
