// Add link / Edit link. Save stays disabled until title and URL are filled; the address and the
// lengths are checked on save (our messages, not the browser's bubbles, hence noValidate).
import { Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Bookmark, BookmarkDraft } from '../../data/entities/bookmark';
import { withScheme } from '../../lib/web-address';
import { validateBookmark, type BookmarkErrors } from './validate-bookmark';
import { GrowingTextarea } from '../../ui/growing-textarea';
import { FormActions } from '../../ui/form-actions';

/** Adding, with a title to start from (an empty state's suggestion). */
export interface NewBookmark {
  suggestedTitle: string;
}

interface BookmarkFormModalProps {
  /** null: closed; 'new' or a suggestion: adding; a bookmark: editing it. */
  target: Bookmark | NewBookmark | 'new' | null;
  onClose(): void;
  /** Resolves once saved locally; rejects when even that failed. */
  onSave(draft: Required<BookmarkDraft>): Promise<void>;
}

export function BookmarkFormModal({ target, onClose, onSave }: BookmarkFormModalProps) {
  const editing = target !== null && target !== 'new' && 'id' in target ? target : undefined;
  const suggested = target !== null && target !== 'new' && 'suggestedTitle' in target ? target.suggestedTitle : '';
  return (
    <Modal opened={target !== null} onClose={onClose} title={editing ? 'Edit link' : 'Add link'} centered>
      {target !== null && <BookmarkForm key={editing?.id ?? `new:${suggested}`} initial={editing ?? { title: suggested }} onCancel={onClose} onSave={onSave} />}
    </Modal>
  );
}

interface BookmarkFormProps {
  initial: Partial<Bookmark>;
  onCancel(): void;
  onSave(draft: Required<BookmarkDraft>): Promise<void>;
}

function BookmarkForm({ initial, onCancel, onSave }: BookmarkFormProps) {
  const [values, setValues] = useState<Required<BookmarkDraft>>({
    title: initial.title ?? '',
    url: initial.url ?? '',
    description: initial.description ?? '',
  });
  const [errors, setErrors] = useState<BookmarkErrors>({});
  const [saving, setSaving] = useState(false);
  const complete = values.title.trim() !== '' && values.url.trim() !== '';

  /** A field's value, its message, and typing that clears the message. */
  const bind = (field: keyof BookmarkDraft) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || saving) return;
    const draft = { title: values.title.trim(), url: withScheme(values.url.trim()), description: values.description.trim() };
    const found = validateBookmark(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(draft);
    } catch {
      setSaving(false); // the tab shows the error; the form stays for another try
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Title" required {...bind('title')} data-autofocus />
        <TextInput label="URL" type="url" required placeholder="https://" {...bind('url')} />
        <GrowingTextarea label="Description" description="Optional" minRows={2} maxRows={6} {...bind('description')} />
        <FormActions submitLabel="Save" onCancel={onCancel} disabled={!complete} loading={saving} />
      </Stack>
    </form>
  );
}
