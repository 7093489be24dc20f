// Reads a text/event-stream body as it arrives (the WHATWG format: `event:` and `data:` lines, a
// blank line ends an event, `:` lines are comments). EventSource cannot send a POST or a bearer
// token, hence this small reader over fetch's ReadableStream.

export interface ServerSentEvent {
  /** 'message' when the event named none. */
  event: string;
  /** The data lines joined with '\n'. */
  data: string;
}

/** Each event as soon as its blank line arrives. A last event without one is dropped, as browsers do. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let first = true;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      if (first && buffer.length) {
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
        first = false;
      }
      let end: number;
      while ((end = lineEnd(buffer)) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(buffer[end] === '\r' && buffer[end + 1] === '\n' ? end + 2 : end + 1);
        if (line === '') {
          if (data.length) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let text = colon < 0 ? '' : line.slice(colon + 1);
        if (text.startsWith(' ')) text = text.slice(1);
        if (field === 'event') event = text;
        else if (field === 'data') data.push(text);
      }
    }
  } finally {
    // Left early (the caller stopped reading, or an error): the rest of the answer is not wanted.
    await reader.cancel().catch(() => {});
  }
}

/** Where the first complete line ends; a '\r' at the very end may be half of '\r\n', so it waits. */
function lineEnd(buffer: string): number {
  for (let i = 0; i < buffer.length; i++) {
    const c = buffer[i];
    if (c === '\n') return i;
    if (c === '\r') return i + 1 < buffer.length ? i : -1;
  }
  return -1;
}
