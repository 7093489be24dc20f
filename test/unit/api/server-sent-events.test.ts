import { expect, test } from 'vitest';
import { readServerSentEvents } from '../../../src/api/server-sent-events';

const streamOf = (chunks: string[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
};

const read = async (chunks: string[]) => {
  const events = [];
  for await (const event of readServerSentEvents(streamOf(chunks))) events.push(event);
  return events;
};

test('events split anywhere across chunks, CRLF or LF, comments and multi-line data', async () => {
  const text =
    '\uFEFF: keep-alive\r\nevent: delta\r\ndata: {"text":"Mon"}\r\n\r\nevent: delta\ndata: {"text":"day é"}\n\n: ping\n\ndata: one\ndata:two\n\nevent: plan\ndata: {"id":"p"}\n\n';
  const expected = [
    { event: 'delta', data: '{"text":"Mon"}' },
    { event: 'delta', data: '{"text":"day é"}' },
    { event: 'message', data: 'one\ntwo' },
    { event: 'plan', data: '{"id":"p"}' },
  ];
  expect(await read([text])).toEqual(expected);
  // Every split point, including between \r and \n and inside the two bytes of "é".
  const bytes = new TextEncoder().encode(text);
  for (let at = 1; at < bytes.length; at++) {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, at));
        controller.enqueue(bytes.slice(at));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readServerSentEvents(stream)) events.push(event);
    expect(events).toEqual(expected);
  }
});

test('an event without its closing blank line is dropped', async () => {
  expect(await read(['event: plan\ndata: {"id":"p"}\n'])).toEqual([]);
});
