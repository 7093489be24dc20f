// The contact form. It validates in the browser, then hands the message to the contact outbox, which
// sends it now or, offline, once the connection returns. A hidden field catches robots.
// The Mantine styles of the components beyond the entry's essentials.
import '../../../ui/component-styles';
import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { contactOutbox, type ContactOutcome } from '../../../data/contact/contact-outbox';
import { validateContact, type ContactErrors, type ContactValues } from './validate-contact';
import { useHydrated } from '../../../ui/use-hydrated';

const emptyValues: ContactValues = { name: '', email: '', subject: '', message: '' };
const fieldOrder = ['name', 'email', 'message'] as const;

export type ContactResult = Exclude<ContactOutcome, { kind: 'refused' }>;

export function ContactForm({ onSubmitted }: { onSubmitted: (result: ContactResult) => void }) {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [trap, setTrap] = useState('');
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<ContactErrors>({});
  // Errors appear on the first submit, then update as the user types so fixed fields clear.
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function update(field: keyof ContactValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContact(next));
  }

  function focusFirst(found: ContactErrors) {
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    return firstInvalid !== undefined;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setAttempted(true);
    setErrors(found);
    if (focusFirst(found)) return;
    setSending(true);
    const trimmed = { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
    const outcome = await contactOutbox().submit(trap ? { ...trimmed, website: trap } : trimmed);
    setSending(false);
    if (outcome.kind !== 'refused') return onSubmitted(outcome);
    const refused: ContactErrors = {};
    for (const field of ['name', 'email', 'subject', 'message'] as const) if (outcome.errors[field]) refused[field] = outcome.errors[field][0];
    setErrors(refused);
    focusFirst(refused);
  }

  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Contact form">
      <Stack gap="md">
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => update('name', event.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => update('email', event.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          label="Subject"
          description="Optional"
          name="subject"
          value={values.subject}
          onChange={(event) => update('subject', event.currentTarget.value)}
          error={errors.subject}
        />
        <Textarea
          label="Message"
          name="message"
          required
          autosize
          minRows={5}
          maxRows={12}
          value={values.message}
          onChange={(event) => update('message', event.currentTarget.value)}
          error={errors.message}
        />
        {/* People never see or reach this field; robots that fill in every input do. */}
        <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label>
            Leave this empty
            <input type="text" name="website" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.currentTarget.value)} />
          </label>
        </div>
        {/* Disabled until the app has taken over the prerendered page: the browser would otherwise send the
            message as a GET to /contact, in the URL, and lose it. */}
        <Button type="submit" loading={sending} disabled={!hydrated} size="md" radius="xl" rightSection={<IconSend size={18} aria-hidden="true" />} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
