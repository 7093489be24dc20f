// Set or change the semester goals: a GPA target, weekly study hours and up to ten goals in the student's
// words. Checked here with the server's own rules (semester-goals.ts) and saved on this device first, so it
// works offline and syncs.
import { ActionIcon, Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import { GOAL_LIMITS, goalProblems, type SemesterGoals } from '../../../lib/semester-goals';
import { FormActions } from '../../../ui/form-actions';

interface GoalsEditorModalProps {
  opened: boolean;
  goals: SemesterGoals;
  onClose(): void;
}

export function GoalsEditorModal({ opened, goals, onClose }: GoalsEditorModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Semester goals" centered>
      {opened && <GoalsForm goals={goals} onClose={onClose} />}
    </Modal>
  );
}

const numberOrNull = (value: string | number) => (value === '' ? null : Number(value));

function GoalsForm({ goals, onClose }: { goals: SemesterGoals; onClose(): void }) {
  const [gpa, setGpa] = useState<string | number>(goals.gpa_target ?? '');
  const [hours, setHours] = useState<string | number>(goals.study_hours_target ?? '');
  const [list, setList] = useState<string[]>(goals.goals.length > 0 ? goals.goals : ['']);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Empty rows are left out rather than refused: an unused row is no goal.
  const draft: SemesterGoals = {
    gpa_target: numberOrNull(gpa),
    study_hours_target: numberOrNull(hours),
    goals: list.map((goal) => goal.trim()).filter(Boolean),
  };
  const problems = goalProblems(draft);
  const tooLong = list.findIndex((goal) => goal.trim().length > GOAL_LIMITS.length);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await activeUserData().profile.save(draft);
      onClose();
    } catch (error) {
      console.error('Saving the semester goals failed', error);
      setFailure('Your goals could not be saved on this device. Nothing was changed; try again.');
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label="GPA target"
            placeholder="e.g. 3.5"
            value={gpa}
            onChange={setGpa}
            min={0}
            max={GOAL_LIMITS.gpa}
            decimalScale={2}
            step={0.1}
            error={problems.gpa_target}
          />
          <NumberInput
            label="Study hours / week"
            placeholder="e.g. 14"
            value={hours}
            onChange={setHours}
            min={0}
            max={GOAL_LIMITS.hours}
            allowDecimal={false}
            allowNegative={false}
            error={problems.study_hours_target}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Your goals
          </Text>
          {list.map((goal, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Goal ${index + 1}`}
                value={goal}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setList((current) => current.map((item, at) => (at === index ? value : item)));
                }}
                error={index === tooLong ? problems.goals : undefined}
                description={goal.length > GOAL_LIMITS.length - 20 ? `${goal.trim().length} / ${GOAL_LIMITS.length}` : undefined}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={`Remove goal ${index + 1}`}
                onClick={() => setList((current) => current.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          {problems.goals && tooLong < 0 && (
            <Text size="sm" c="red">
              {problems.goals}
            </Text>
          )}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => setList((current) => [...current, ''])}
            disabled={list.length >= GOAL_LIMITS.count}
            style={{ alignSelf: 'flex-start' }}
          >
            Add a goal
          </Button>
        </Stack>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <FormActions submitLabel="Save goals" onCancel={onClose} loading={saving} disabled={saving || Object.keys(problems).length > 0} />
      </Stack>
    </form>
  );
}
