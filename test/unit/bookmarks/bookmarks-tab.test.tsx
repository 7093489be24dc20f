// @vitest-environment happy-dom
// Before anything loads Dexie: it looks for indexedDB once, when first imported.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { BOOKMARK_PAGE, BookmarksTab } from '../../../src/features/bookmarks/bookmarks-tab';
import { holdNextCall } from '../support/hold-next-call';
import { renderWithUserData } from './render-with-user-data';

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function addLink(title: string, url: string, description = '') {
  fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
  await screen.findByRole('dialog', { name: 'Add link' });
  type(/^Title/, title);
  type(/^URL/, url);
  if (description) type(/^Description/, description);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

test('empty state, then a new link shows first with its favicon, link and actions', async () => {
  const { userData } = renderWithUserData(<BookmarksTab />);
  expect(screen.getByRole('heading', { name: 'My important links' })).toBeTruthy();
  await screen.findByText('No bookmarks yet.');

  await addLink('Old', 'https://old.example');
  await screen.findByRole('link', { name: 'Old' });
  await addLink('Course site', 'https://course.example.edu/cs101', 'Syllabus and slides');

  const link = await screen.findByRole('link', { name: 'Course site' });
  expect(link.getAttribute('href')).toBe('https://course.example.edu/cs101');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  const cards = screen.getAllByRole('article');
  expect(within(cards[0]!).getByText('Syllabus and slides')).toBeTruthy(); // newest first
  expect(within(cards[0]!).getByRole('button', { name: 'Edit Course site' })).toBeTruthy();
  expect(within(cards[0]!).getByRole('button', { name: 'Delete Course site' })).toBeTruthy();
  expect(await userData.pendingCount()).toBe(2); // saved locally, queued for the server
});

test('Save is disabled until title and URL are filled; the address is checked on save', async () => {
  const { userData } = renderWithUserData(<BookmarksTab />);
  fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
  await screen.findByRole('dialog', { name: 'Add link' });
  const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  type(/^Title/, 'Notes');
  expect(save.disabled).toBe(true);
  type(/^URL/, 'mailto:notes@example.edu');
  expect(save.disabled).toBe(false);
  expect((screen.getByLabelText(/^URL/) as HTMLInputElement).type).toBe('url');
  fireEvent.click(save);
  await screen.findByText('Enter a web address starting with http:// or https://.');
  expect(await userData.bookmarks.list()).toEqual([]);
});

test('a title or description longer than the server accepts is refused in the form, before anything is queued', async () => {
  const { userData } = renderWithUserData(<BookmarksTab />);
  fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
  await screen.findByRole('dialog', { name: 'Add link' });
  type(/^Title/, 'T'.repeat(201));
  type(/^URL/, 'https://long.example');
  type(/^Description/, 'd'.repeat(2001));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Use at most 200 characters.');
  expect(screen.getByText('Use at most 2,000 characters.')).toBeTruthy();
  expect(await userData.pendingCount()).toBe(0);

  type(/^Title/, 'T'.repeat(200));
  type(/^Description/, 'd'.repeat(2000));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('link', { name: 'T'.repeat(200) });
  expect(await userData.pendingCount()).toBe(1);
});

test('search is instant and case-insensitive over title, URL and description', async () => {
  const { userData } = renderWithUserData(<BookmarksTab />);
  await userData.bookmarks.create({ title: 'Calculus notes', url: 'https://math.example' });
  await userData.bookmarks.create({ title: 'Lab', url: 'https://CHEM.example' });
  await userData.bookmarks.create({ title: 'Reading', url: 'https://lib.example', description: 'Weekly HISTORY reading' });
  await screen.findByRole('link', { name: 'Reading' });
  const search = screen.getByRole('searchbox', { name: 'Search links' });

  for (const [query, expected] of [
    ['calculus', ['Calculus notes']],
    ['chem', ['Lab']],
    ['history', ['Reading']],
    ['zzz', []],
  ] as const) {
    fireEvent.change(search, { target: { value: query } });
    expect(screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(expected);
  }
});

test('edit opens the Edit link modal prefilled; delete asks first', async () => {
  const { userData } = renderWithUserData(<BookmarksTab />);
  await userData.bookmarks.create({ title: 'Draft', url: 'https://d.example' });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Draft' }));
  await screen.findByRole('dialog', { name: 'Edit link' });
  expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Draft');
  type(/^Title/, 'Final');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('link', { name: 'Final' });

  fireEvent.click(screen.getByRole('button', { name: 'Delete Final' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this link?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await screen.findByText('No bookmarks yet.');
});

test('an edit shows on its card while it is written, and goes back if the write fails', async () => {
  const { userData } = renderWithUserData(<BookmarksTab />);
  await userData.bookmarks.create({ title: 'Draft', url: 'https://d.example' });
  const edit = async (from: string, to: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${from}` }));
    await screen.findByRole('dialog', { name: 'Edit link' });
    type(/^Title/, to);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  };

  // A write still under way (IndexedDB has not answered): the card already shows the new title.
  const held = holdNextCall(userData.bookmarks, 'update');
  await edit('Draft', 'Final');
  await screen.findByRole('link', { name: 'Final' });
  expect((await userData.bookmarks.list())[0]!.title).toBe('Draft');
  held.finish();
  await waitFor(async () => expect((await userData.bookmarks.list())[0]!.title).toBe('Final'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('link', { name: 'Final' })).toBeTruthy();

  // A write that fails: the card shows what the device holds again, and the dialog keeps the student's text.
  held.spy.mockRejectedValueOnce(new Error('QuotaExceededError'));
  await edit('Final', 'Lost?');
  await screen.findByRole('link', { name: 'Final' });
  expect(screen.queryByRole('link', { name: 'Lost?' })).toBeNull();
  expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Lost?');
});

test('the favicon shows once loaded, the local icon until then', async () => {
  const { userData, container } = renderWithUserData(<BookmarksTab />);
  await userData.bookmarks.create({ title: 'Site', url: 'https://site.example/page' });
  await screen.findByRole('link', { name: 'Site' });
  const img = container.querySelector('img')!;
  expect(img.style.opacity).toBe('0'); // a request that hangs shows no empty box, no broken image
  expect(container.querySelector('svg.tabler-icon-world')).not.toBeNull();
  fireEvent.load(img);
  await waitFor(() => expect(container.querySelector('svg.tabler-icon-world')).toBeNull());
  expect(img.style.opacity).toBe('');
});

test('the favicon falls back to a local icon when the service cannot be reached', async () => {
  const { userData, container } = renderWithUserData(<BookmarksTab />);
  await userData.bookmarks.create({ title: 'Site', url: 'https://site.example/page' });
  await screen.findByRole('link', { name: 'Site' });
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('https://www.google.com/s2/favicons?domain=https://site.example&sz=64');
  fireEvent.error(img);
  await waitFor(() => expect(container.querySelector('img')).toBeNull());
  expect(container.querySelector('svg.tabler-icon-world')).not.toBeNull();
});

test('a link the server refused shows "Error saving link. Check console." with retry and discard', async () => {
  const { userData } = renderWithUserData(<BookmarksTab />);
  const link = await userData.bookmarks.create({ title: 'Refused', url: 'https://r.example' });
  // What the engine does on a 4xx: the entry moves to the dead letters.
  const [entry] = await userData.db.outbox.toArray();
  await userData.db.transaction('rw', userData.db.outbox, userData.db.deadLetters, async () => {
    await userData.db.outbox.clear();
    await userData.db.deadLetters.put({ ...entry!, seq: entry!.seq!, status: 400, detail: 'Title is too long', failedAt: Date.now(), label: 'Refused' });
  });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Error saving link. Check console.')).toBeTruthy();
  expect(within(alert).getByText(/Adding “Refused” was refused: Title is too long/)).toBeTruthy();
  fireEvent.click(within(alert).getByRole('button', { name: 'Discard change to Refused' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(await userData.bookmarks.get(link.id)).toBeUndefined();
});

test('a link that cannot be stored on this device shows the same error and logs the details', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { userData } = renderWithUserData(<BookmarksTab />);
  userData.db.outbox.hook('creating', () => {
    throw new Error('QuotaExceededError');
  });
  await addLink('Big', 'https://big.example');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Error saving link. Check console.')).toBeTruthy();
  expect(error).toHaveBeenCalledWith('Error saving link', expect.any(Error));
  expect(screen.getByRole('dialog', { name: 'Add link' })).toBeTruthy(); // the form stays for another try
  error.mockRestore();
});

test('a long list draws one page of cards and "Show more links" draws the next; a search starts again at one page', async () => {
  const { userData } = renderWithUserData(<BookmarksTab />);
  await screen.findByText('No bookmarks yet.');
  const total = BOOKMARK_PAGE * 2 + 5;
  // As a pull from the server would store them: newest first by created_at.
  const links = Array.from({ length: total }, (_, n) => {
    const stamp = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
    return {
      id: crypto.randomUUID(),
      title: `Link ${n}`,
      url: `https://${n}.example`,
      description: n % 2 ? 'odd' : 'even',
      created_at: stamp,
      updated_at: stamp,
      version: 1,
    };
  });
  await userData.db.bookmarks.bulkPut(links);

  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(BOOKMARK_PAGE));
  expect(within(screen.getAllByRole('article')[0]!).getByRole('link', { name: `Link ${total - 1}` })).toBeTruthy();
  // The count is read apart from the page of cards: the button comes with it.
  fireEvent.click(await screen.findByRole('button', { name: `Show more links (${total - BOOKMARK_PAGE} more)` }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(BOOKMARK_PAGE * 2));
  fireEvent.click(await screen.findByRole('button', { name: 'Show more links (5 more)' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(total));
  expect(screen.queryByRole('button', { name: /Show more links/ })).toBeNull();

  type('Search links', 'odd');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(BOOKMARK_PAGE));
  expect(await screen.findByRole('button', { name: `Show more links (${Math.floor(total / 2) - BOOKMARK_PAGE} more)` })).toBeTruthy();
});

test('a search finds links beyond the cards drawn (only the newest page is read until the search box has focus)', async () => {
  const { userData } = renderWithUserData(<BookmarksTab />);
  await screen.findByText('No bookmarks yet.');
  const total = BOOKMARK_PAGE * 2;
  const links = Array.from({ length: total }, (_, n) => {
    const stamp = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
    return {
      id: crypto.randomUUID(),
      title: `Link ${n}`,
      url: `https://${n}.example`,
      description: n === 0 ? 'The very first' : '',
      created_at: stamp,
      updated_at: stamp,
      version: 1,
    };
  });
  await userData.db.bookmarks.bulkPut(links);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(BOOKMARK_PAGE));
  expect(screen.queryByRole('link', { name: 'Link 0' })).toBeNull();

  const search = screen.getByRole('searchbox', { name: 'Search links' });
  fireEvent.focus(search);
  fireEvent.change(search, { target: { value: 'very first' } });
  await waitFor(() => expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Link 0']));
  expect(screen.queryByRole('button', { name: /Show more links/ })).toBeNull();

  fireEvent.change(search, { target: { value: '' } });
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(BOOKMARK_PAGE));
  expect(screen.getByRole('button', { name: `Show more links (${total - BOOKMARK_PAGE} more)` })).toBeTruthy();
});
