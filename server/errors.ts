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
