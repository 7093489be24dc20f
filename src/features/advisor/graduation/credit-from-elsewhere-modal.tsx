// Add or edit credit from elsewhere: where it came from (transfer, AP, IB, an exam), then either a catalogue
// course it stands for (its credits by default) or credits toward one requirement, and a note. Checked field
// by field on submit with the rules the data layer applies; saving is a local write, so it works offline.
import { Alert, Modal, NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { Plan } from '../../../data/entities/plan';
import { addCreditFromElsewhere, updateCreditFromElsewhere } from '../../../data/planning/plan-actions';
import { CREDIT_NOTE_MAX, creditFromElsewhereProblems, type CreditFromElsewhereField } from '../../../lib/grades/credit-from-elsewhere';
import { CREDIT_SOURCE_LABELS, CREDIT_SOURCES } from '../../../lib/grades/grade-entry';
import { CREDIT_LIMIT, type CreditSource } from '../../../lib/plan';
import type { ProgramCatalog } from '../../../lib/planning/plan-types';
import { CatalogCourseSelect, useCoursesNotInPlan } from './catalog-course-select';
import { PlannedCourseFormEnd, useDeviceSave } from './planned-course-form';

interface CreditModalProps {
  /** Open for a new entry (`'new'`), for editing one (the plan course), or closed (null). */
  editing: PlanCourse | 'new' | null;
  plan: Plan;
  courses: PlanCourse[];
  /** Undefined while the catalogue is not on this device: `unavailable` says why. */
  catalog?: ProgramCatalog;
  unavailable?: string;
  onClose(): void;
  onSaved(label: string): void;
}

type Kind = 'course' | 'credits';

export function CreditFromElsewhereModal({ editing, onClose, ...rest }: CreditModalProps) {
  return (
    <Modal opened={editing !== null} onClose={onClose} title={editing === 'new' ? 'Add credit from elsewhere' : 'Edit credit from elsewhere'} centered>
      {editing !== null && <CreditForm {...rest} existing={editing === 'new' ? null : editing} onClose={onClose} />}
    </Modal>
  );
}

function CreditForm({ plan, courses, catalog, unavailable, existing, onClose, onSaved }: Omit<CreditModalProps, 'editing'> & { existing: PlanCourse | null }) {
  const [kind, setKind] = useState<Kind>(existing && !existing.course && existing.counts_toward ? 'credits' : 'course');
  const [source, setSource] = useState<CreditSource | null>(existing?.credit_source ?? null);
  const [courseId, setCourseId] = useState<string | null>(existing?.course ?? null);
  const [countsToward, setCountsToward] = useState<string | null>(existing?.counts_toward || null);
  const [credits, setCredits] = useState<number | string>(existing?.credit ?? '');
  const [note, setNote] = useState(existing?.credit_note ?? '');
  const [problems, setProblems] = useState<Partial<Record<CreditFromElsewhereField, string>>>({});
  // A field's message goes once the student changes that field; the rest stay until the next submit.
  const changed = (field: CreditFromElsewhereField) => setProblems(({ [field]: _gone, ...rest }) => rest);
  const save = useDeviceSave('The credit could not be saved on this device. Nothing was lost; try again.');

  // A course already in the plan (taken, planned or credited) is not offered again, except the one edited.
  const choices = useCoursesNotInPlan(catalog, courses, existing?.id);
  const requirements = [...new Set((catalog?.program.requirements ?? []).map((requirement) => requirement.category))];
  const chosen = choices.find((course) => course.id === courseId) ?? null;

  const chooseCourse = (id: string | null) => {
    setCourseId(id);
    changed('course');
    // The course's own credits, unless the student already typed some.
    const course = choices.find((item) => item.id === id);
    if (course && (credits === '' || credits === choices.find((item) => item.id === courseId)?.course_credit)) {
      setCredits(course.course_credit);
      changed('credits');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entry = {
      source,
      courseId: kind === 'course' ? (chosen?.id ?? null) : null,
      countsToward: kind === 'credits' ? (countsToward ?? '') : '',
      credits: typeof credits === 'number' ? credits : Number.NaN,
      note,
    };
    const found = creditFromElsewhereProblems(entry);
    if (kind === 'course' && !chosen) {
      delete found.countsToward;
      found.course = 'Choose the course this credit stands for.';
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || !source) return;
    const credit = { source, course: kind === 'course' ? chosen : null, countsToward: entry.countsToward, credits: entry.credits, note };
    const label = credit.course ? credit.course.course_code : `${entry.credits} credits`;
    await save.run(async () => {
      const data = activeUserData();
      if (existing) await updateCreditFromElsewhere(data, existing.id, credit);
      else await addCreditFromElsewhere(data, { plan, credit });
      onSaved(label);
      onClose();
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Credit from elsewhere">
      <Stack>
        {!catalog && (
          <Alert color="yellow" variant="light">
            {unavailable ?? 'Loading the course catalogue…'}
          </Alert>
        )}
        <Select
          label="Source"
          placeholder="Transfer, AP, IB…"
          data={CREDIT_SOURCES.map((value) => ({ value, label: CREDIT_SOURCE_LABELS[value] }))}
          value={source}
          onChange={(value) => {
            setSource(value as CreditSource | null);
            changed('source');
          }}
          error={problems.source}
          required
          allowDeselect={false}
        />
        <SegmentedControl
          aria-label="Credit for"
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setProblems(({ course: _course, countsToward: _requirement, ...rest }) => rest);
          }}
          data={[
            { value: 'course', label: 'A course' },
            { value: 'credits', label: 'Credits only' },
          ]}
          fullWidth
        />
        {kind === 'course' ? (
          <CatalogCourseSelect choices={choices} available={!!catalog} value={courseId} onChange={chooseCourse} error={problems.course} />
        ) : (
          <Select
            label="Requirement"
            description="The requirement these credits count toward."
            placeholder={catalog ? 'Choose a requirement' : 'Catalogue not available'}
            data={requirements}
            value={countsToward}
            onChange={(value) => {
              setCountsToward(value);
              changed('countsToward');
            }}
            disabled={!catalog}
            error={problems.countsToward}
            required
          />
        )}
        <NumberInput
          label="Credits"
          value={credits}
          onChange={(value) => {
            setCredits(value);
            changed('credits');
          }}
          min={0.5}
          max={CREDIT_LIMIT}
          step={0.5}
          decimalScale={1}
          error={problems.credits}
          required
        />
        <TextInput
          label="Note"
          placeholder="e.g. AP Calculus BC, score 5"
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            changed('note');
          }}
          error={problems.note}
          description={`What it was; up to ${CREDIT_NOTE_MAX} characters.`}
        />
        <PlannedCourseFormEnd error={save.error} saving={save.saving} submitLabel={existing ? 'Save' : 'Add credit'} canSubmit onCancel={onClose} />
      </Stack>
    </form>
  );
}
