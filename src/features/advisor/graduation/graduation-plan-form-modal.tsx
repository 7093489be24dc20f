// Generate Plan / Modify Plan. The plan is generated on this device from the program's
// cached catalogue (downloaded when a program is picked, if online), then stored locally and synced.
// Submit stays disabled until university, program, start term and start year are chosen, and while saving.
import { Alert, Modal, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormActions } from '../../../ui/form-actions';
import { useEffect, useState, type FormEvent } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { Plan } from '../../../data/entities/plan';
import { createGeneratedPlan, planFieldsOf, type PlanForm } from '../../../data/planning/plan-actions';
import type { StartTerm } from '../../../lib/plan';
import { generateFor } from './graduation-plan-generation';
import type { ReplanRequest } from './use-replan-review';
import { useProgramCatalog, usePrograms, useUniversities } from '../use-catalog';

const START_TERMS: StartTerm[] = ['Fall', 'Winter', 'Spring', 'Summer'];
const START_YEARS = Array.from({ length: 6 }, (_, i) => String(2024 + i));

export interface PlanFormModalProps {
  opened: boolean;
  onClose(): void;
  /** Modify: the plan to change, whose change is shown before it is applied (onReplan opens the re-plan review). Absent: Generate. */
  modify?: { plan: Plan; onReplan(request: ReplanRequest): string | null };
}

export function PlanFormModal({ opened, onClose, modify }: PlanFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={modify ? 'Modify Plan' : 'Generate Plan'} centered size="lg">
      {opened && <PlanFormBody onClose={onClose} modify={modify} />}
    </Modal>
  );
}

function PlanFormBody({ onClose, modify }: Omit<PlanFormModalProps, 'opened'>) {
  const plan = modify?.plan;
  const [university, setUniversity] = useState<string | null>(plan?.university ?? null);
  const [program, setProgram] = useState<string | null>(plan?.program ?? null);
  const [startTerm, setStartTerm] = useState<string | null>(plan?.start_term ?? null);
  const [startYear, setStartYear] = useState<string | null>(plan ? String(plan.start_year) : null);
  const [credits, setCredits] = useState<string | number>(plan?.credit_load ? plan.credit_load : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const universities = useUniversities();
  const programs = usePrograms(university);
  const catalog = useProgramCatalog(program);
  const complete = !!(university && program && startTerm && startYear);

  // Saved while the program's catalogue is still downloading: the save waits for it instead of refusing.
  const [awaitingCatalog, setAwaitingCatalog] = useState(false);
  useEffect(() => {
    if (!awaitingCatalog || catalog.status === 'loading') return;
    setAwaitingCatalog(false);
    void save();
    // `save` changes identity every render; the catalogue's status is what this waits on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [awaitingCatalog, catalog.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const save = async () => {
    if (!complete || saving) return;
    if (!catalog.catalog) {
      if (catalog.status === 'loading') return setAwaitingCatalog(true);
      return setProblem(catalog.error ?? 'The course catalogue could not be loaded. Try again in a moment.');
    }
    // Parsed as an integer, 0 when empty (the generator then uses 15 a term).
    const form: PlanForm = {
      university,
      program,
      startTerm: startTerm as StartTerm,
      startYear: Number(startYear),
      creditLoad: Math.trunc(Number(credits) || 0),
    };
    if (modify) {
      const start = { season: form.startTerm, year: form.startYear };
      const impossible = modify.onReplan({
        catalog: catalog.catalog,
        start,
        creditLoad: form.creditLoad,
        planFields: planFieldsOf(catalog.catalog, form),
        title: 'Modify plan',
      });
      return impossible ? setProblem(impossible) : onClose();
    }
    const result = generateFor(catalog.catalog, form);
    if (!result.ok) return setProblem(result.message);
    setSaving(true);
    setProblem(null);
    try {
      const userData = activeUserData();
      await createGeneratedPlan(userData, { catalog: catalog.catalog, form, generated: result.generated });
      onClose();
    } catch (error) {
      console.error('Saving the graduation plan failed', error);
      setProblem('Your plan could not be saved on this device. Nothing was changed; try again.');
      setSaving(false);
    }
  };

  const listMessage = universities.error ?? programs.error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {plan && (
          <Text size="sm" c="dimmed">
            Courses you have taken or are taking stay in your plan; the planned ones are placed again.
          </Text>
        )}
        <Select
          label="University"
          placeholder={universities.status === 'loading' ? 'Loading…' : 'Choose a university'}
          data={universities.universities.map((u) => ({ value: u.id, label: u.name }))}
          value={university}
          onChange={(value) => {
            setUniversity(value);
            setProgram(null); // changing the university clears the program
            setProblem(null);
          }}
          searchable
          required
        />
        <Select
          label="Program"
          placeholder={!university ? 'Choose a university first' : programs.status === 'loading' ? 'Loading…' : 'Choose a program'}
          data={programs.programs.map((p) => ({ value: p.id, label: p.degree ? `${p.program_name} (${p.degree})` : p.program_name }))}
          value={program}
          onChange={(value) => {
            setProgram(value);
            setProblem(null);
          }}
          disabled={!university}
          searchable
          required
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Select label="Start term" placeholder="Term" data={START_TERMS} value={startTerm} onChange={setStartTerm} required />
          <Select label="Start year" placeholder="Year" data={START_YEARS} value={startYear} onChange={setStartYear} required />
          <NumberInput
            label="Credits per term"
            description="Optional; 15 when empty"
            value={credits}
            onChange={setCredits}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            max={30}
            clampBehavior="strict"
          />
        </SimpleGrid>
        {listMessage && (
          <Alert color="yellow" variant="light">
            {listMessage}
          </Alert>
        )}
        {program && catalog.status === 'loading' && (
          <Text size="sm" c="dimmed">
            Downloading this program's course catalogue…
          </Text>
        )}
        {program && catalog.status === 'unavailable' && catalog.error && (
          <Alert color="yellow" variant="light">
            {catalog.error}
          </Alert>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" title="No plan was made">
            {problem}
          </Alert>
        )}
        <FormActions submitLabel={plan ? 'Save plan' : 'Generate plan'} onCancel={onClose} loading={saving || awaitingCatalog} disabled={!complete || saving} />
      </Stack>
    </form>
  );
}
