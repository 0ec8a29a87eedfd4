/** One error type for every failed API call (spec §8). */
export interface ValidationError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly validationErrors?: ValidationError[];

  constructor(statusCode: number, message: string, validationErrors?: ValidationError[]) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    if (validationErrors) this.validationErrors = validationErrors;
  }
}

export const apiErrorTexts = {
  validation: 'Validation Error',
  generic: 'An error occurred',
  unexpected: 'An unexpected error occurred',
  tooManyRequests: 'Too Many Requests',
} as const;

/** What the HTTP layer saw: a response (status and parsed body) or none at all. */
export type FailedResponse = { status: number; body: unknown } | undefined;

function isValidationError(value: unknown): value is ValidationError {
  return typeof value === 'object' && value !== null && 'message' in value;
}

/** Maps a failed response to an ApiError following the spec's error catalogue. */
export function toApiError(response: FailedResponse): ApiError {
  if (!response) return new ApiError(500, apiErrorTexts.unexpected);
  const { status, body } = response;
  if (status === 400 && Array.isArray(body)) {
    return new ApiError(
      400,
      apiErrorTexts.validation,
      body.filter(isValidationError).map((item) => ({ field: String(item.field ?? ''), message: String(item.message) })),
    );
  }
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message
      ? body.message
      : apiErrorTexts.generic;
  return new ApiError(status, message);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
