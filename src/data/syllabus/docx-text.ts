// Text of a Word file with mammoth, on the device. Through mammoth's HTML so a table's row stays one
// line ("Week 3 | Sep 8 | Recursion | HW 2 due"), as the extractor reads tables.
import type mammothModule from 'mammoth';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** mammoth's HTML (paragraphs, lists, tables) as lines of text. */
function htmlToText(html: string): string {
  return html
    .replace(/<t([dh])([^>]*)>([\s\S]*?)<\/t\1>/g, (_, tag: string, attributes: string, cell: string) => `<t${tag}${attributes}>${cell.replace(/<\/p>\s*<p>/g, ' ').replace(/<\/?p>/g, '')}</t${tag}>`)
    .replace(/<\/t[dh]>\s*<t[dh][^>]*>/g, ' | ')
    .replace(/<\/(p|li|tr|h[1-6])>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<li>/g, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function docxText(bytes: Uint8Array): Promise<string> {
  const mammoth = ((await import('mammoth')) as unknown as { default?: typeof mammothModule }).default ?? ((await import('mammoth')) as unknown as typeof mammothModule);
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  // Node's mammoth reads `buffer`, the browser build reads `arrayBuffer`: give both.
  const input = { arrayBuffer, buffer: bytes } as unknown as Parameters<typeof mammothModule.convertToHtml>[0];
  const result = await mammoth.convertToHtml(input);
  return htmlToText(result.value);
}
