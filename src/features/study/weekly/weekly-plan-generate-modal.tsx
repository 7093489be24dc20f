// Generate Weekly Plan: title, description, optional course and the week. Online the server
// writes the plan (streamed in as it is written); offline, or when the server fails, this device's
// planner does. Either way the new plan then opens in the viewer.
import { Alert, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { GenerateResult, WeeklyPlanForm } from '../../../data/study/weekly-plan-actions';
import { defaultPlanWeek } from '../../../lib/study/week';
import { GenerationProgress } from './weekly-generation-progress';
import { PlanWeekSelect } from './plan-week-select';
import { usePlanGeneration } from './use-weekly-plan-generation';
import { trimForm, validateWeeklyForm, type WeeklyFormErrors } from './weekly-form';
import { WeeklyPlanFields } from './weekly-plan-fields';
import { FormActions } from '../../../ui/form-actions';

interface GeneratePlanModalProps {
  opened: boolean;
  /** A course to start with (from /study/weekly?course=…). */
  initialCourse?: string;
  suggestions: string[];
  onClose(): void;
  onGenerated(result: GenerateResult): void;
}

export function GeneratePlanModal({ opened, initialCourse, suggestions, onClose, onGenerated }: GeneratePlanModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Generate Weekly Plan" centered size="lg">
      {opened && <GenerateForm initialCourse={initialCourse} suggestions={suggestions} onClose={onClose} onGenerated={onGenerated} />}
    </Modal>
  );
}

function GenerateForm({ initialCourse, suggestions, onClose, onGenerated }: Omit<GeneratePlanModalProps, 'opened'>) {
  const [values, setValues] = useState<WeeklyPlanForm>({ title: '', description: '', course: initialCourse ?? '' });
  const [now] = useState(() => new Date());
  const [weekOf, setWeekOf] = useState(() => defaultPlanWeek(now));
  const [errors, setErrors] = useState<WeeklyFormErrors>({});
  const generation = usePlanGeneration();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (generation.running) return;
    const found = validateWeeklyForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await generation.run(trimForm(values), undefined, weekOf);
    if (result) onGenerated(result);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <WeeklyPlanFields
          values={values}
          errors={errors}
          suggestions={suggestions}
          disabled={generation.running}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
        />
        <PlanWeekSelect value={weekOf} now={now} disabled={generation.running} onChange={setWeekOf} />
        {generation.running && <GenerationProgress text={generation.text} />}
        {generation.problem && (
          <Alert color="red" variant="light" role="alert" title="No plan was made">
            {generation.problem}
          </Alert>
        )}
        <FormActions submitLabel="Generate" onCancel={onClose} loading={generation.running} disabled={!values.title.trim()} />
      </Stack>
    </form>
  );
}
