// POST /api/study/generate/ as server-sent events: the model's text arrives piece by piece (`delta`),
// then the stored plan (`plan`), or an `error`. What the caller needs to know is whether to fall back
// to the device's own generator (no answer, a server failure, a stall) or to show a refusal (4xx:
// the same input would be refused when the device's plan is pushed, too).
import type { ApiClient } from '../../api/api-client';
import { AuthRequiredError, NetworkError, TimeoutError } from '../../api/api-errors';
import { readServerSentEvents } from '../../api/server-sent-events';

const GENERATE_PATH = '/api/study/generate/';

export interface GenerateRequestBody {
  id: string;
  title: string;
  description: string;
  course?: string;
  week_of?: string;
  local_now?: string;
  replaces?: string;
}

/** The server did not write the plan (offline, 5xx, a stall, a broken stream): the device writes it. */
export class GenerateUnavailableError extends Error {
  override name = 'GenerateUnavailableError';
  constructor(
    message: string,
    readonly offline: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The server refused the input (400, 422…): a message for the form, not a fallback. */
export class GenerateRefusedError extends Error {
  override name = 'GenerateRefusedError';
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail);
  }
}

export interface StreamOptions {
  onText?(text: string): void;
  signal?: AbortSignal;
  /** No event for this long: given up (the server itself falls back after 30 s of a silent model). */
  idleMs: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { id?: unknown }).id === 'string';

// 404/405: a server without the route (older than this app): the device can still write the plan.
const retryable = (status: number) => status >= 500 || [404, 405, 408, 429].includes(status);

/** The stored plan as the server answered it. Throws GenerateUnavailableError or GenerateRefusedError. */
export async function requestGeneratedPlan(api: ApiClient, body: GenerateRequestBody, options: StreamOptions): Promise<Record<string, unknown>> {
  const watchdog = new AbortController();
  const onAbort = () => watchdog.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stalled = false;
  const wake = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      watchdog.abort(new DOMException('No answer in time', 'TimeoutError'));
    }, options.idleMs);
  };
  try {
    wake();
    const response = await api.stream({ method: 'POST', path: GENERATE_PATH, body, accept: 'text/event-stream', signal: watchdog.signal, timeoutMs: options.idleMs });
    if (!response.ok) throw await refusalOrOutage(response);
    const type = response.headers.get('Content-Type') ?? '';
    if (type.includes('application/json')) {
      const json: unknown = await response.json().catch(() => undefined);
      if (isRecord(json)) return json;
      throw new GenerateUnavailableError('The server answered something that is not a plan', true);
    }
    if (!type.includes('text/event-stream') || !response.body) throw new GenerateUnavailableError('Not our API’s answer', true);
    for await (const event of readServerSentEvents(response.body)) {
      wake();
      const data = parse(event.data);
      if (event.event === 'delta' && typeof (data as { text?: unknown })?.text === 'string') options.onText?.((data as { text: string }).text);
      else if (event.event === 'plan' && isRecord(data)) return data;
      else if (event.event === 'error') {
        throw new GenerateUnavailableError(String((data as { detail?: unknown })?.detail ?? 'The server could not write the plan'), false);
      }
    }
    throw new GenerateUnavailableError('The answer ended before the plan', false);
  } catch (error) {
    if (error instanceof GenerateUnavailableError || error instanceof GenerateRefusedError) throw error;
    if (options.signal?.aborted) throw error;
    if (error instanceof AuthRequiredError) throw new GenerateUnavailableError('Sign in again to reach the server', true, { cause: error });
    if (stalled || error instanceof TimeoutError) throw new GenerateUnavailableError('The server took too long', false, { cause: error });
    if (error instanceof NetworkError) throw new GenerateUnavailableError('No connection', true, { cause: error });
    throw new GenerateUnavailableError('The answer broke off', false, { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function refusalOrOutage(response: Response): Promise<Error> {
  const json = (await response.json().catch(() => undefined)) as { detail?: unknown; errors?: Record<string, string[]> } | undefined;
  const detail = typeof json?.detail === 'string' ? json.detail : `The server answered ${response.status}`;
  // A 4xx that is not our API's error object (a proxy's page) says nothing about the input.
  if (retryable(response.status) || typeof json?.detail !== 'string') return new GenerateUnavailableError(detail, false);
  return new GenerateRefusedError(response.status, detail, json.errors);
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
