// Reads a small application/x-www-form-urlencoded body (the sign-in and sign-up forms) from a Koa request.
import type { KoaContext } from 'oidc-provider';

const MAX_BYTES = 16 * 1024;

export class FormBodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readFormBody(ctx: KoaContext): Promise<URLSearchParams> {
  if (!ctx.get('content-type').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new FormBodyError(415, 'Expected a form submission.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BYTES) throw new FormBodyError(413, 'The form is too large.');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
