// Edit Plan: title, description, course and the markdown itself. Save changes the
// plan where it is; Regenerate asks for a new plan from these fields, the same way Generate does, and
// the new plan takes this one's place.
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { WeeklyPlan } from '../../../data/entities/weekly-plan';
import type { GenerateResult, WeeklyPlanForm } from '../../../data/study/weekly-plan-actions';
import { GenerationProgress } from './weekly-generation-progress';
import { usePlanGeneration } from './use-weekly-plan-generation';
import { trimForm, validateWeeklyForm, type WeeklyFormErrors } from './weekly-form';
import { WeeklyPlanFields } from './weekly-plan-fields';
import { GrowingTextarea } from '../../../ui/growing-textarea';

interface EditPlanModalProps {
  plan: WeeklyPlan | undefined;
  suggestions: string[];
  onClose(): void;
  /** Resolves once saved locally; rejects when even that failed. */
  onSave(plan: WeeklyPlan, changes: WeeklyPlanForm & { markdown_plan: string }): Promise<void>;
  onRegenerated(result: GenerateResult): void;
}

export function EditPlanModal({ plan, ...rest }: EditPlanModalProps) {
  return (
    <Modal opened={!!plan} onClose={rest.onClose} title="Edit Plan" centered size="xl">
      {plan && <EditForm key={plan.id} plan={plan} {...rest} />}
    </Modal>
  );
}

function EditForm({ plan, suggestions, onClose, onSave, onRegenerated }: Omit<EditPlanModalProps, 'plan'> & { plan: WeeklyPlan }) {
  const [values, setValues] = useState({ title: plan.title, description: plan.description, course: plan.course, markdown_plan: plan.markdown_plan });
  const [errors, setErrors] = useState<WeeklyFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const generation = usePlanGeneration();
  const busy = saving || generation.running;
  const change = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateWeeklyForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setSaveProblem(null);
    try {
      await onSave(plan, { ...trimForm(values), markdown_plan: values.markdown_plan.trim() }); // the server trims it too
    } catch {
      setSaveProblem('Your changes could not be saved on this device. Try again.');
      setSaving(false);
    }
  };

  const regenerate = async () => {
    if (busy) return;
    const found = validateWeeklyForm(values);
    delete found.markdown_plan;
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await generation.run(trimForm(values), plan.id);
    if (result) onRegenerated(result);
  };

  const problem = saveProblem ?? generation.problem;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <WeeklyPlanFields values={values} errors={errors} suggestions={suggestions} disabled={busy} onChange={change} />
        <GrowingTextarea
          label="Plan"
          description="Markdown: headings, lists, tables and task lists."
          minRows={8}
          maxRows={18}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)' } }}
          value={values.markdown_plan}
          error={errors.markdown_plan}
          disabled={busy}
          onChange={(event) => change('markdown_plan', event.currentTarget.value)}
        />
        {generation.running && <GenerationProgress text={generation.text} />}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={regenerate}
            loading={generation.running}
            disabled={saving}
          >
            Regenerate
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={generation.running}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
