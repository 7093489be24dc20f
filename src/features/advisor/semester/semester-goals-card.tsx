// Semester goals: the student's own, from their profile (a GPA target, weekly study hours, goals in their
// own words), each target beside where they stand: the GPA of their graded plan courses and the hours of
// this week's study plans. Nothing set yet says so and offers Set goals; there are no sample goals.
import { Button, List, Progress, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { PlanCourse } from '../../../data/entities/plan-course';
import { gradedCourse } from '../../../data/planning/plan-course-moves';
import type { GradingScale } from '../../../lib/grades/grading-scale';
import { goalProgress } from '../../../lib/semester-goal-progress';
import { NO_GOALS } from '../../../lib/semester-goals';
import { GoalsEditorModal } from './goals-editor-modal';
import { SemesterCard } from './semester-card';

export function SemesterGoalsCard({ courses, scale }: { courses: readonly PlanCourse[]; scale: GradingScale }) {
  const userData = activeUserData();
  const profile = useLiveQuery(() => userData.profile.get(), [userData]);
  const weeklyPlans = useLiveQuery(() => userData.weeklyPlans.list(), [userData]);
  const [editing, setEditing] = useState(false);
  const goals = {
    ...NO_GOALS,
    ...(profile ? { gpa_target: profile.gpa_target ?? null, study_hours_target: profile.study_hours_target ?? null, goals: profile.goals ?? [] } : {}),
  };
  const progress = goalProgress({ scale, courses: courses.map(gradedCourse), weeklyPlans: weeklyPlans ?? [], now: new Date() });
  const nothingSet = goals.gpa_target === null && goals.study_hours_target === null && goals.goals.length === 0;

  return (
    <SemesterCard
      title="Semester goals"
      action={
        <Button size="xs" variant="light" onClick={() => setEditing(true)}>
          {nothingSet ? 'Set goals' : 'Edit goals'}
        </Button>
      }
    >
      {nothingSet ? (
        <Text size="sm" c="dimmed">
          No goals yet. Set a GPA target, the hours you want to study each week, and goals of your own.
        </Text>
      ) : (
        <Stack gap="sm">
          {goals.gpa_target !== null && (
            <Target
              label={`GPA ${goals.gpa_target.toFixed(2)}`}
              now={progress.gpa === null ? 'no grades yet' : `now ${progress.gpa.toFixed(2)}`}
              value={progress.gpa === null ? 0 : (progress.gpa / Math.max(goals.gpa_target, 0.01)) * 100}
            />
          )}
          {goals.study_hours_target !== null && (
            <Target
              label={`Study ${goals.study_hours_target} h / week`}
              now={`${progress.studyHours} h planned this week`}
              value={(progress.studyHours / Math.max(goals.study_hours_target, 1)) * 100}
            />
          )}
          {goals.goals.length > 0 && (
            <List size="sm" spacing={6} aria-label="Your goals">
              {goals.goals.map((goal, index) => (
                <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                  {goal}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
      <GoalsEditorModal opened={editing} goals={goals} onClose={() => setEditing(false)} />
    </SemesterCard>
  );
}

function Target({ label, now, value }: { label: string; now: string; value: number }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}{' '}
        <Text span size="sm" c="dimmed" fw={400}>
          · {now}
        </Text>
      </Text>
      <Progress value={Math.min(100, value)} aria-label={`${label}: ${now}`} size="sm" radius="xl" mt={4} />
    </div>
  );
}
