// The API's error vocabulary. Every failure leaves the server as `{ detail, errors? }`;
// throwing an ApiError anywhere in a request is how a route refuses it.

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  detail: string;
  errors?: FieldErrors;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    return this.errors ? { detail: this.detail, errors: this.errors } : { detail: this.detail };
  }
}

export const VALIDATION_FAILED = 'Validation failed.';

export function validationError(errors: FieldErrors): ApiError {
  return new ApiError(400, VALIDATION_FAILED, errors);
}

export function notFound(): ApiError {
  return new ApiError(404, 'Not found.');
}
