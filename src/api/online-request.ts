// A request only worth making online (settings at the identity provider, calendar connections, the
// syllabus importer's helpers): no connection and an expired sign-in become the caller's own errors, with
// sentences its screen shows as they are; the answer (any status) is the caller's to read.
import type { ApiClient, ApiRequest, ApiResponse } from './api-client';
import { AuthRequiredError, NetworkError } from './api-errors';

export interface OnlineFailures {
  /** No connection (before sending, or the request could not reach the server). */
  offline(): Error;
  /** The session cannot be renewed without signing in again. */
  signInAgain(): Error;
}

export async function requestOnline(api: ApiClient, isOnline: () => boolean, request: ApiRequest, failures: OnlineFailures): Promise<ApiResponse> {
  if (!isOnline()) throw failures.offline();
  try {
    return await api.request(request);
  } catch (error) {
    if (error instanceof AuthRequiredError) throw failures.signInAgain();
    if (error instanceof NetworkError) throw failures.offline();
    throw error;
  }
}
