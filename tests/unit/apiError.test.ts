import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../src/services/apiError';

describe('toApiError (spec §8)', () => {
  it('treats a 400 with an array body as validation errors', () => {
    const error = toApiError({ status: 400, body: [{ field: 'name', message: 'Name is required' }] });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Validation Error');
    expect(error.validationErrors).toEqual([{ field: 'name', message: 'Name is required' }]);
  });

  it('keeps the status and the body message of other responses', () => {
    const error = toApiError({ status: 404, body: { statusCode: 404, message: 'Lesson not found' } });
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('Lesson not found');
    expect(error.validationErrors).toBeUndefined();
  });

  it('falls back to "An error occurred" when the body has no message', () => {
    expect(toApiError({ status: 502, body: 'Bad gateway' }).message).toBe('An error occurred');
    expect(toApiError({ status: 400, body: { statusCode: 400 } }).message).toBe('An error occurred');
  });

  it('maps a missing response to 500 "An unexpected error occurred"', () => {
    const error = toApiError(undefined);
    expect(error.statusCode).toBe(500);
    expect(error.message).toBe('An unexpected error occurred');
  });
});
