// A syllabus page's web address → its text, fetched through the shared address guard
// (server/http/guarded-fetch.ts) in the syllabus's words. HTML becomes lines the extractor reads
// (html-text.ts); plain text and Markdown pass through; a PDF or Word file is refused with the way round
// (download it and choose the file, which is then read on the device).
import { FetchRefusal, guardedFetch, normaliseAddress, type FetchPolicy, type FetchWording } from '../http/guarded-fetch';
import { htmlToText } from './html-text';

const WORDING: FetchWording = {
  notAnAddress: 'Enter the full web address of the syllabus page, starting with https://.',
  wrongScheme: 'The web address must start with https://.',
  credentials: 'The web address must not contain a user name or password.',
  privateAddress: 'This web address points to a private network address, which DegreeMate does not fetch.',
  tooManyRedirects: 'The web address redirects too many times.',
  timeout: 'The web address did not answer within 10 seconds.',
  failed: (code) => `The web address could not be read (${code}).`,
  status: (status) => `The web address answered ${status}: check that it opens in a browser without signing in.`,
  tooLarge: 'The page at the web address is larger than 5 MB.',
};

export { FetchRefusal as AddressRefusal };

export interface AddressText {
  /** The address's host and path, as the syllabus's name. */
  name: string;
  text: string;
}

export async function readSyllabusAddress(raw: string, policy: FetchPolicy): Promise<AddressText> {
  const url = normaliseAddress(raw, policy, WORDING);
  const { body, contentType } = await guardedFetch(url, {
    policy,
    wording: WORDING,
    accept: 'text/html, application/xhtml+xml, text/plain, text/markdown;q=0.9, */*;q=0.5',
    userAgent: 'DegreeMate syllabus import',
    normalise: (next) => normaliseAddress(next, policy, WORDING),
  });
  const text = pageText(body, contentType).trim();
  if (!text) throw new FetchRefusal('The page at this web address has no text. If it needs signing in, copy its text and paste it instead.');
  return { name: `${url.host}${url.pathname.replace(/\/+$/, '')}`, text };
}

function pageText(body: Buffer, contentType: string): string {
  const type = contentType.split(';')[0]!.trim();
  if (type === 'application/pdf' || body.subarray(0, 5).toString('latin1') === '%PDF-') {
    throw new FetchRefusal('This address gives a PDF file: download it and choose the file instead.');
  }
  if (/wordprocessingml|msword/.test(type) || body.subarray(0, 4).toString('latin1') === 'PK\x03\x04') {
    throw new FetchRefusal('This address gives a Word or other document file: download it and choose the file instead.');
  }
  const known = type === '' || type.startsWith('text/') || type === 'application/xhtml+xml';
  if (!known || body.includes(0)) throw new FetchRefusal('This address gives a file that is not a web page: download it and choose the file instead.');
  const decoded = decode(body, charsetOf(contentType) ?? charsetOf(body.subarray(0, 2048).toString('latin1')));
  const html = type === 'text/html' || type === 'application/xhtml+xml' || (type === '' && /^\s*<(!doctype html|html|head|body)\b/i.test(decoded));
  return html ? htmlToText(decoded) : decoded;
}

/** The charset a Content-Type or a page's <meta> names. */
const charsetOf = (text: string) => /charset\s*=\s*["']?([\w-]+)/i.exec(text)?.[1];

function decode(body: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    // A charset the runtime does not know: UTF-8 reads most pages, and ASCII text in any of them.
    return new TextDecoder('utf-8').decode(body);
  }
}
