// The importer's first step: a syllabus file (PDF, Word, text, Markdown), its pasted text, or the web
// address of its page (read by the server, so only that one needs a connection). One of the three at a time.
import { Alert, FileInput, Stack, Text, TextInput } from '@mantine/core';
import { FormActions } from '../../../ui/form-actions';
import { IconFileText, IconWorld } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { SyllabusExtraction } from '../../../lib/syllabus/syllabus-extraction';
import { readSyllabus } from './read-syllabus';
import { GrowingTextarea } from '../../../ui/growing-textarea';

interface SyllabusSourceStepProps {
  /** `text`: what the extractor read (for "Improve with AI"). */
  onFound(extraction: SyllabusExtraction, name: string, text: string): void;
  onCancel(): void;
}

const ACCEPT = '.pdf,.docx,.txt,.md,.markdown,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/markdown';

export function SyllabusSourceStep({ onFound, onCancel }: SyllabusSourceStepProps) {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [address, setAddress] = useState('');
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reading) return;
    setProblem(null);
    setReading(true);
    const result = await readSyllabus({ file, text, address });
    setReading(false);
    if (result.ok) onFound(result.extraction, result.name, result.text);
    else setProblem(result.message);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          Your syllabus is read on this device, with or without a connection, and the file never leaves it. You check every date before anything is added.
        </Text>
        <FileInput
          label="Syllabus file"
          description="PDF, Word (.docx), text or Markdown"
          placeholder="Choose a file"
          accept={ACCEPT}
          value={file}
          disabled={address.trim() !== ''}
          onChange={(chosen) => {
            setFile(chosen);
            setProblem(null);
          }}
          clearable
          leftSection={<IconFileText size={18} aria-hidden="true" />}
        />
        <GrowingTextarea
          label="Or paste its text"
          placeholder="Paste the syllabus, or just its schedule"
          minRows={4}
          maxRows={10}
          value={text}
          disabled={file !== null || address.trim() !== ''}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <TextInput
          type="url"
          label="Or a web address"
          description="The syllabus’s page, read through DegreeMate’s server: needs a connection"
          placeholder="https://"
          value={address}
          disabled={file !== null || text.trim() !== ''}
          leftSection={<IconWorld size={18} aria-hidden="true" />}
          onChange={(event) => {
            setAddress(event.currentTarget.value);
            setProblem(null);
          }}
        />
        {problem && (
          <Alert color="red" role="alert" title="Nothing to import yet">
            {problem}
          </Alert>
        )}
        <FormActions submitLabel="Read syllabus" onCancel={onCancel} loading={reading} />
      </Stack>
    </form>
  );
}
