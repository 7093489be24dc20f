// @vitest-environment happy-dom
// The importer's web address: one source at a time (an address turns the pasted text off); offline, or
// with the server out of reach, it says the address needs a connection and the file or text work offline;
// the server's own refusal is shown as it is.
import { fireEvent, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { manualEnvironment } from '../../../src/data/sync/sync-environment';
import { ADDRESS_OFFLINE_MESSAGE } from '../../../src/data/syllabus/syllabus-server';
import { SyllabusSourceStep } from '../../../src/features/study/syllabus/syllabus-source-step';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

const ADDRESS = 'https://canvas.example.edu/courses/1/syllabus';

function readAddress() {
  fireEvent.change(screen.getByLabelText('Or a web address'), { target: { value: ADDRESS } });
  fireEvent.click(screen.getByRole('button', { name: 'Read syllabus' }));
}

test('offline: the address needs a connection, and the text field is off while it is given', async () => {
  const onFound = vi.fn();
  renderWithUserData(<SyllabusSourceStep onFound={onFound} onCancel={() => {}} />);
  readAddress();
  expect((screen.getByLabelText('Or paste its text') as HTMLTextAreaElement).disabled).toBe(true);
  expect((await screen.findByRole('alert')).textContent).toContain(ADDRESS_OFFLINE_MESSAGE);
  expect(onFound).not.toHaveBeenCalled();
});

test('online but the server is out of reach: the same message', async () => {
  renderWithUserData(<SyllabusSourceStep onFound={() => {}} onCancel={() => {}} />, { environment: manualEnvironment({ online: true }) });
  readAddress();
  expect((await screen.findByRole('alert')).textContent).toContain(ADDRESS_OFFLINE_MESSAGE);
});

test('the server’s refusal is shown as it is; a page it reads goes on to the review', async () => {
  const refusal = 'This address gives a PDF file: download it and choose the file instead.';
  const answers = [
    { status: 400, body: { detail: 'Validation failed.', errors: { url: [refusal] } } },
    { status: 200, body: { name: 'canvas.example.edu/courses/1/syllabus', text: 'Fall 2026, August 24 to December 11, 2026\nEssay 1 due September 14' } },
  ];
  const fetch = vi.fn(async () => {
    const { status, body } = answers.shift()!;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const onFound = vi.fn();
  renderWithUserData(<SyllabusSourceStep onFound={onFound} onCancel={() => {}} />, { environment: manualEnvironment({ online: true }), fetch });
  readAddress();
  expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  fireEvent.click(screen.getByRole('button', { name: 'Read syllabus' }));
  await vi.waitFor(() => expect(onFound).toHaveBeenCalled());
  const [extraction, name, text] = onFound.mock.calls[0]!;
  expect(name).toBe('canvas.example.edu/courses/1/syllabus');
  expect(text).toContain('Essay 1');
  expect(extraction.items).toMatchObject([{ title: 'Essay 1', date: '2026-09-14' }]);
});
