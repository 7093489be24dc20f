// The contact form. It validates in the browser and, by design, sends nothing anywhere (SPEC §2):
// submitting only flips to the thank-you state.
// Full Mantine stylesheet (layered) for the components beyond the entry's essentials.
import '@mantine/core/styles.layer.css';
import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { validateContact, type ContactErrors, type ContactValues } from './validate-contact';

const emptyValues: ContactValues = { name: '', email: '', subject: '', message: '' };
const fieldOrder = ['name', 'email', 'message'] as const;

export function ContactForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  // Errors appear on the first submit, then update as the user types so fixed fields clear.
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function update(field: keyof ContactValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContact(next));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onSubmitted();
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Contact form">
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
        <Button type="submit" size="md" radius="xl" rightSection={<IconSend size={18} aria-hidden="true" />} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
