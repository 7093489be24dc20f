// Advisor › Graduation: the student's graduation plan, read live from the device and changed
// locally first, so it works offline and syncs in the background. Loading…, then the plan or the empty
// state with Generate Plan. The advisor chat sits beside it (advisor-layout.tsx).
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { SaveFailureAlert } from '../../../ui/save-failure-alert';
import { ScreenLoading } from '../../../ui/screen-loading';
import { useRefusedChanges } from '../../../hooks/use-refused-changes';
import { PlanFormModal } from './graduation-plan-form-modal';
import { PlanView } from './graduation-plan-view';
import { useGraduationPlan } from './use-graduation-plan';

const PLAN_ENTITIES = ['plans', 'planCourses'] as const;

export function GraduationTab() {
  const { loading, plan, courses, showWhile } = useGraduationPlan();
  const [generating, setGenerating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** `message` is what the student reads: a whole sentence or two. */
  const fail = (message: string) => (error: unknown) => {
    console.error(message, error);
    setFailure(message);
  };
  const { refused, onRetry, onDiscard } = useRefusedChanges(PLAN_ENTITIES, setFailure);

  return (
    <>
      <Stack gap="md">
        <SaveFailureAlert
          title="A change to your plan was not saved"
          localFailure={failure}
          onDismissLocalFailure={() => setFailure(null)}
          refused={refused}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
        {loading && <ScreenLoading />}
        {!loading && !plan && (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="sm" ta="center">
              <Title order={2} fz="xl">
                No graduation plan on file.
              </Title>
              <Text c="dimmed" maw={420}>
                Pick your university and program and we will lay out every course you still need, term by term. It works offline once the catalogue is on this
                device.
              </Text>
              <Button leftSection={<IconSparkles size={18} aria-hidden="true" />} onClick={() => setGenerating(true)}>
                Generate Plan
              </Button>
            </Stack>
          </Paper>
        )}
        {plan && <PlanView key={plan.id} plan={plan} courses={courses} showWhile={showWhile} onFailure={(message, error) => fail(message)(error)} />}
      </Stack>
      <PlanFormModal opened={generating} onClose={() => setGenerating(false)} />
    </>
  );
}
