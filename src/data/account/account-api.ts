// The student's own data: the export file and deleting the account, both at the server and so
// online only. Every failure is an AccountError with a sentence the screen can show as it is, and the
// field it belongs to (confirm_email).
import type { ApiClient } from '../../api/api-client';
import { AuthRequiredError, NetworkError } from '../../api/api-errors';

export const ACCOUNT_OFFLINE_MESSAGE = 'You are offline. Downloading your data and deleting your account need a connection; try again once you are back online.';

export class AccountError extends Error {
  override name = 'AccountError';
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface DataExport {
  /** degreemate-export-YYYY-MM-DD.json */
  fileName: string;
  /** The JSON document as the server sent it. */
  text: string;
}

export interface AccountDeletion {
  detail: string;
  /** The local sign-in account went too (false with Auth0: managed there). */
  localAccountDeleted: boolean;
}

export interface AccountClient {
  exportData(): Promise<DataExport>;
  deleteAccount(confirmEmail: string): Promise<AccountDeletion>;
}

function failure(body: unknown, status: number): AccountError {
  const { detail, errors } = (body && typeof body === 'object' ? body : {}) as { detail?: unknown; errors?: Record<string, unknown> };
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) if (Array.isArray(messages) && typeof messages[0] === 'string') fields[field] = messages[0];
  const message =
    Object.values(fields)[0] ?? (typeof detail === 'string' && detail ? detail : status >= 500 ? 'The server could not do that just now. Try again in a moment.' : `The server refused this (${status}).`);
  return new AccountError(message, fields);
}

const FILE_NAME = /filename="?([\w.-]+)"?/;

export function createAccountClient({ api, isOnline }: { api: ApiClient; isOnline(): boolean }): AccountClient {
  async function send<T>(work: () => Promise<T>): Promise<T> {
    if (!isOnline()) throw new AccountError(ACCOUNT_OFFLINE_MESSAGE);
    try {
      return await work();
    } catch (error) {
      if (error instanceof AuthRequiredError) throw new AccountError('Sign in again, then try once more.');
      if (error instanceof NetworkError) throw new AccountError(ACCOUNT_OFFLINE_MESSAGE);
      throw error;
    }
  }
  return {
    exportData: () =>
      send(async () => {
        const response = await api.stream({ method: 'GET', path: '/api/account/export/', accept: 'application/json', timeoutMs: 60_000 });
        if (!response.ok) throw failure(await response.json().catch(() => undefined), response.status);
        const fileName = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `degreemate-export-${new Date().toISOString().slice(0, 10)}.json`;
        return { fileName, text: await response.text() };
      }),
    deleteAccount: (confirmEmail) =>
      send(async () => {
        const response = await api.request({ method: 'DELETE', path: '/api/account/', body: { confirm_email: confirmEmail }, timeoutMs: 60_000 });
        if (response.status !== 200) throw failure(response.body, response.status);
        const body = response.body as { detail: string; local_account_deleted: boolean };
        return { detail: body.detail, localAccountDeleted: body.local_account_deleted };
      }),
  };
}
