// Study › Bookmark (SPEC §2): the user's important links, searchable, in a card grid. Every change is
// written locally first (useLiveQuery re-renders at once, in every tab) and synced in the background.
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { Bookmark, BookmarkDraft } from '../../data/entities/bookmark';
import type { DeadLetter } from '../../data/sync/sync-records';
import { BookmarkCard } from './bookmark-card';
import { BookmarkFormModal } from './bookmark-form-modal';
import { filterBookmarks } from './bookmark-search';
import { DeleteBookmarkModal } from './delete-bookmark-modal';
import { SaveErrorAlert } from './save-error-alert';

export function BookmarksTab() {
  const userData = activeUserData();
  const bookmarks = useLiveQuery(() => userData.bookmarks.list(), [userData]);
  // Refused changes of links, live from the dead-letter table (the top bar's status lists them all).
  const refused = useLiveQuery(() => userData.db.deadLetters.filter((letter) => letter.entity === 'bookmarks').sortBy('seq'), [userData]) ?? [];
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Bookmark | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Bookmark | null>(null);
  const [localFailure, setLocalFailure] = useState(false);
  const shown = useMemo(() => filterBookmarks(bookmarks ?? [], query), [bookmarks, query]);

  const fail = (error: unknown) => {
    console.error('Error saving link', error);
    setLocalFailure(true);
  };

  const save = async (draft: Required<BookmarkDraft>) => {
    try {
      if (editing === 'new') await userData.bookmarks.create(draft);
      else if (editing) await userData.bookmarks.update(editing.id, draft);
      setEditing(null);
    } catch (error) {
      fail(error);
      throw error;
    }
  };

  const remove = (bookmark: Bookmark) => {
    setDeleting(null);
    userData.bookmarks.remove(bookmark.id).catch(fail);
  };

  const retry = (letter: DeadLetter) => void userData.sync.retryDeadLetter(letter.id).catch(fail);
  const discard = (letter: DeadLetter) => void userData.sync.discardDeadLetter(letter.id).catch(fail);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2}>My important links</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add link
        </Button>
      </Group>
      <SaveErrorAlert
        localFailure={localFailure}
        onDismissLocalFailure={() => setLocalFailure(false)}
        refused={refused}
        onRetry={retry}
        onDiscard={discard}
      />
      <TextInput
        type="search"
        aria-label="Search links"
        placeholder="Search links"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {bookmarks && !bookmarks.length && <Text c="dimmed">No bookmarks yet.</Text>}
      {bookmarks && bookmarks.length > 0 && !shown.length && <Text c="dimmed">No links match “{query.trim()}”.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((bookmark) => (
          <BookmarkCard key={bookmark.id} bookmark={bookmark} onEdit={() => setEditing(bookmark)} onDelete={() => setDeleting(bookmark)} />
        ))}
      </SimpleGrid>
      <BookmarkFormModal target={editing} onClose={() => setEditing(null)} onSave={save} />
      <DeleteBookmarkModal bookmark={deleting} onCancel={() => setDeleting(null)} onConfirm={remove} />
    </Stack>
  );
}
