// Import syllabus (issue 19): choose a file or paste the text, check what was found, then add the chosen
// deadlines to the board. Everything happens on the device, offline too; the file never leaves it.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { ExistingTask, ImportedTask } from '../../lib/syllabus/syllabus-review';
import type { SyllabusExtraction } from '../../lib/syllabus/syllabus-extraction';
import { SyllabusReviewStep } from './syllabus-review-step';
import { SyllabusSourceStep } from './syllabus-source-step';

interface SyllabusImportModalProps {
  opened: boolean;
  existing: readonly ExistingTask[];
  courses: string[];
  onClose(): void;
  /** Resolves once the tasks are on the device; rejects when even that failed. */
  onSave(tasks: ImportedTask[], course: string): Promise<void>;
}

type Found = { extraction: SyllabusExtraction; name: string };

export function SyllabusImportModal({ opened, existing, courses, onClose, onSave }: SyllabusImportModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [found, setFound] = useState<Found | null>(null);
  const close = () => {
    setFound(null);
    onClose();
  };
  const save = async (tasks: ImportedTask[], course: string) => {
    await onSave(tasks, course);
    setFound(null);
  };
  return (
    <Modal opened={opened} onClose={close} title={found ? 'Check what was found' : 'Import syllabus'} size="xl" fullScreen={phone} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {opened && !found && <SyllabusSourceStep onFound={(extraction, name) => setFound({ extraction, name })} onCancel={close} />}
      {opened && found && <SyllabusReviewStep extraction={found.extraction} name={found.name} existing={existing} courses={courses} onBack={() => setFound(null)} onSave={save} />}
    </Modal>
  );
}
