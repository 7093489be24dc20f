// Which of the student's devices sent this request (X-Device-Id, a random id each device keeps), for the
// change log: the notice a write sends names its device, so that device's own live stream is not poked by
// a change it already holds. Kept in the request's async context rather than passed along, because every
// write of every domain reaches the change log and none of them needs to know.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';

export const DEVICE_HEADER = 'x-device-id';

const ids = new AsyncLocalStorage<string>();

/** A device id as the app makes them (a UUID); anything else is ignored rather than refused. */
const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

export function deviceOf(request: FastifyRequest): string | undefined {
  const value = request.headers[DEVICE_HEADER];
  return typeof value === 'string' && DEVICE_ID.test(value) ? value : undefined;
}

/**
 * An onRequest hook (callback style: the rest of the request, hooks and handler, runs inside `run`, so the
 * id follows it through every await).
 */
export const rememberWritingDevice: onRequestHookHandler = (request, _reply, done) => {
  const device = deviceOf(request);
  if (device === undefined) return done();
  ids.run(device, done);
};

/** The device of the request this code runs for, if it said. */
export function writingDevice(): string | undefined {
  return ids.getStore();
}
