// Study › Bookmark: the user's important links, searchable, in a card grid. Every change is
// written locally first (useLiveQuery re-renders at once, in every tab) and synced in the background.
import { Button, CloseButton, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { Bookmark, BookmarkDraft } from '../../data/entities/bookmark';
import { BookmarkCard } from './bookmark-card';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useSavedNotice } from '../../ui/saved-notice';
import { UndoNotice } from '../../ui/undo-notice';
import { useRefusedChanges } from '../../hooks/use-refused-changes';
import { BookmarksEmptyState } from './bookmarks-empty-state';
import { BookmarkFormModal, type NewBookmark } from './bookmark-form-modal';
import { useBookmarkListing } from './use-bookmark-listing';
import { SaveErrorAlert } from './save-error-alert';

/** Cards drawn at first and per "Show more": a student with thousands of links gets a quick screen. */
export const BOOKMARK_PAGE = 60;

const BOOKMARK_ENTITIES = ['bookmarks'] as const;

export function BookmarksTab() {
  const userData = activeUserData();
  const [query, setQueryText] = useState('');
  const [drawn, setDrawn] = useState(BOOKMARK_PAGE);
  const setQuery = (text: string) => {
    setQueryText(text);
    setDrawn(BOOKMARK_PAGE);
  };
  const [editing, setEditing] = useState<Bookmark | NewBookmark | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Bookmark | null>(null);
  const [deleted, setDeleted] = useState<Bookmark | null>(null);
  const pending = useLiveQuery(() => userData.pendingIds('bookmarks'), [userData]);
  const [localFailure, setLocalFailure] = useState(false);
  const [searchFocused, setSearchFocused] = useState(false);
  const { listing, showWhile } = useBookmarkListing(query, drawn, searchFocused);

  const fail = (error: unknown) => {
    console.error('Error saving link', error);
    setLocalFailure(true);
  };

  const saved = useSavedNotice();
  const save = async (draft: Required<BookmarkDraft>) => {
    try {
      if (editing && editing !== 'new' && 'id' in editing) {
        const id = editing.id;
        await showWhile({ ...editing, ...draft }, () => userData.bookmarks.update(id, draft));
        saved.tell({ title: 'Link updated', label: draft.title });
      } else if (editing) {
        await userData.bookmarks.create(draft);
        saved.tell({ title: 'Link added', label: draft.title });
      }
      setEditing(null);
    } catch (error) {
      fail(error);
      throw error;
    }
  };

  const remove = (bookmark: Bookmark) => {
    setDeleting(null);
    userData.bookmarks.remove(bookmark.id).then(() => setDeleted(bookmark), fail);
  };

  // Undo saves the link again, as a new one with the same fields.
  const undo = () => {
    if (deleted) userData.bookmarks.create({ title: deleted.title, url: deleted.url, description: deleted.description }).catch(fail);
    setDeleted(null);
  };
  const dismissUndo = useCallback(() => setDeleted(null), []);

  // Refused changes of links (the top bar's status lists them all).
  const { refused, onRetry, onDiscard } = useRefusedChanges(BOOKMARK_ENTITIES, () => setLocalFailure(true));

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
        onRetry={onRetry}
        onDiscard={onDiscard}
      />
      <TextInput
        type="search"
        aria-label="Search links"
        placeholder="Search links"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onFocus={() => setSearchFocused(true)}
        onBlur={() => setSearchFocused(false)}
        rightSection={query !== '' && <CloseButton aria-label="Clear search" onClick={() => setQuery('')} />}
      />
      {listing?.total === 0 && <BookmarksEmptyState onAdd={(suggestedTitle) => setEditing(suggestedTitle ? { suggestedTitle } : 'new')} />}
      {listing && listing.total > 0 && listing.matching === 0 && (
        <Group gap="xs">
          <Text c="dimmed">No links match “{query.trim()}”.</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setQuery('')}>
            Clear search
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {listing?.drawn.map((bookmark) => (
          <BookmarkCard key={bookmark.id} bookmark={bookmark} pending={pending?.has(bookmark.id) ?? false} onEdit={setEditing} onDelete={setDeleting} />
        ))}
      </SimpleGrid>
      {listing && listing.matching > listing.drawn.length && (
        <Group justify="center">
          <Button variant="default" onClick={() => setDrawn((count) => count + BOOKMARK_PAGE)}>
            Show more links ({listing.matching - listing.drawn.length} more)
          </Button>
        </Group>
      )}
      <BookmarkFormModal target={editing} onClose={() => setEditing(null)} onSave={save} />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete this link?"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        {deleting && `“${deleting.title}” will be removed from your links.`}
      </ConfirmModal>
      {saved.notice}
      <UndoNotice title="Link deleted" label={deleted?.title ?? null} onUndo={undo} onDismiss={dismissUndo} />
    </Stack>
  );
}
