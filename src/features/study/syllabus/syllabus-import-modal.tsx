// Import syllabus: choose a file, paste the text or give a web address, check what was found,
// then add the chosen deadlines to the board and keep the syllabus's topics and grading. Files and text are
// read on the device, offline too; the file never leaves it. A web address and "Improve with AI" ask the server.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { SyllabusImport } from '../../../data/syllabus/syllabus-import';
import type { ExistingTask } from '../../../lib/syllabus/syllabus-review';
import type { SyllabusExtraction } from '../../../lib/syllabus/syllabus-extraction';
import type { Syllabus } from '../../../lib/syllabus/syllabus-record';
import { SyllabusImprove } from './syllabus-improve';
import { SyllabusReviewStep } from './syllabus-review-step';
import { SyllabusSourceStep } from './syllabus-source-step';

interface SyllabusImportModalProps {
  opened: boolean;
  existing: readonly ExistingTask[];
  /** The syllabi imported before (a re-import updates its earlier one). */
  syllabi: readonly Syllabus[];
  courses: string[];
  onClose(): void;
  /** Resolves once the syllabus and its tasks are on the device; rejects when even that failed. */
  onSave(saving: SyllabusImport): Promise<void>;
}

type Found = { extraction: SyllabusExtraction; name: string; text: string };

export function SyllabusImportModal({ opened, existing, syllabi, courses, onClose, onSave }: SyllabusImportModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [found, setFound] = useState<Found | null>(null);
  const close = () => {
    setFound(null);
    onClose();
  };
  const save = async (saving: SyllabusImport) => {
    await onSave(saving);
    setFound(null);
  };
  return (
    <Modal opened={opened} onClose={close} title={found ? 'Check what was found' : 'Import syllabus'} size="xl" fullScreen={phone} centered>
      {opened && !found && <SyllabusSourceStep onFound={(extraction, name, text) => setFound({ extraction, name, text })} onCancel={close} />}
      {opened && found && (
        <SyllabusImprove
          text={found.text}
          extraction={found.extraction}
          onImproved={(extraction) => setFound((current) => current && { ...current, extraction })}
        />
      )}
      {opened && found && (
        <SyllabusReviewStep
          extraction={found.extraction}
          name={found.name}
          existing={existing}
          syllabi={syllabi}
          courses={courses}
          onBack={() => setFound(null)}
          onSave={save}
        />
      )}
    </Modal>
  );
}
