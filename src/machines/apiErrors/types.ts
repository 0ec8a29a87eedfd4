import type { ApiError } from '../../services/apiError';

export type ApiErrorEvent = {
  type: 'api.failed';
  error: ApiError;
  /** The page the browser was on (path, query and hash) when the call failed. */
  location: string;
};
