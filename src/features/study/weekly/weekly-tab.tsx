// Study › Weekly: this week's plans, previous weeks', the chosen week's calendar, and the
// Generate, viewer and Edit modals. Everything is read live from the device (so a failing server
// changes nothing here: the list is what the device holds) and written locally first.
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconFileImport, IconSparkles } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { WeeklyPlan } from '../../../data/entities/weekly-plan';
import type { GenerateResult } from '../../../data/study/weekly-plan-actions';
import type { Task } from '../../../lib/task';
import { ButtonLink } from '../../../ui/router-links';
import { SaveFailureAlert } from '../../../ui/save-failure-alert';
import { useRefusedChanges } from '../../../hooks/use-refused-changes';
import { CourseOffer } from './weekly-course-offer';
import { EditPlanModal } from './weekly-plan-edit-modal';
import { GeneratePlanModal } from './weekly-plan-generate-modal';
import { PlanViewerModal } from './weekly-plan-viewer-modal';
import { UndoNotice } from '../../../ui/undo-notice';
import { useNow } from '../../../ui/use-now';
import { useOptimisticEdits } from '../../../ui/use-optimistic-edits';
import { SyllabiCard } from '../syllabus/syllabi-card';
import { StudyCalendar } from './study-calendar';
import { useWeekTimetable } from './use-week-timetable';
import { courseSuggestions } from './weekly-form';
import { groupWeeklyPlans } from './weekly-groups';
import { WeeklyPlanList } from './weekly-plan-list';

const WEEKLY_PLAN_ENTITIES = ['weeklyPlans'] as const;
const NO_PLANS: WeeklyPlan[] = [];
const NO_TASKS: Task[] = [];

const FALLBACK_NOTES = {
  offline: 'You are offline, so DegreeMate’s planner made this plan on this device. It syncs when you are back online.',
  failed: 'The server could not write this plan just now, so DegreeMate’s planner made it on this device instead.',
} as const;

/** The route's screen: `?course=CODE` (from a class's Study button) offers a plan for that course. */
export function WeeklyTab() {
  const search: { course?: string } = useSearch({ strict: false });
  return <WeeklyScreen course={search.course} />;
}

export function WeeklyScreen({ course }: { course?: string }) {
  const userData = activeUserData();
  // The lists and the calendar are drawn from deferred copies, both together: React renders them in a
  // transition, in slices that leave the browser free, not in one long task when the plans are read (~200 ms
  // of the Study page's start on a 4× slowed CPU).
  const read = useLiveQuery(() => userData.weeklyPlans.list(), [userData]);
  // An edit or an archiving shows while it is written (useOptimisticEdits), in the same deferred render.
  const { apply, showWhile } = useOptimisticEdits<WeeklyPlan>(read);
  const plans = useDeferredValue(useMemo(() => read && apply(read), [read, apply]));
  const pending = useDeferredValue(useLiveQuery(() => userData.pendingIds('weeklyPlans'), [userData]));
  const planCourses = useLiveQuery(() => userData.planCourses.list(), [userData]);
  const tasks = useDeferredValue(useLiveQuery(() => userData.tasks.list(), [userData]));
  const { classMeetings, dailyWindow } = useWeekTimetable();
  const { now } = useNow();
  const [generating, setGenerating] = useState<{ course?: string } | null>(null);
  const [viewing, setViewing] = useState<{ id: string; note?: string } | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<WeeklyPlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const groups = useMemo(() => groupWeeklyPlans(plans ?? [], now), [plans, now]);
  const suggestions = useMemo(() => courseSuggestions(planCourses ?? []), [planCourses]);
  const find = (id: string | undefined | null) => (id ? plans?.find((plan) => plan.id === id) : undefined);

  const fail = (message: string) => (error: unknown) => {
    console.error(message, error);
    setFailure(message);
  };
  const opened = (result: GenerateResult) => {
    setGenerating(null);
    setEditingId(null);
    setViewing({ id: result.plan.id, note: result.fallback ? FALLBACK_NOTES[result.fallback] : undefined });
  };
  const remove = (plan: WeeklyPlan) => {
    setViewing(null);
    userData.weekly.remove(plan.id).then((gone) => gone && setDeleted(gone), fail('The plan could not be deleted on this device. Try again.'));
  };
  const undo = () => {
    if (deleted) userData.weekly.restore(deleted).catch(fail('The plan could not be put back on this device.'));
    setDeleted(null);
  };
  const dismissUndo = useCallback(() => setDeleted(null), []);
  const { refused, onRetry, onDiscard } = useRefusedChanges(WEEKLY_PLAN_ENTITIES, setFailure);

  const generateButton = (
    <Button leftSection={<IconSparkles size={18} aria-hidden="true" />} onClick={() => setGenerating({})}>
      Generate Weekly Plan
    </Button>
  );

  return (
    <Stack gap="md">
      <SaveFailureAlert
        title="A change to your weekly plans was not saved"
        localFailure={failure}
        onDismissLocalFailure={() => setFailure(null)}
        refused={refused}
        onRetry={onRetry}
        onDiscard={onDiscard}
      />
      <Group justify="flex-end" gap="sm">
        <ButtonLink to="/study/tasks" search={{ import: 'syllabus' }} variant="default" leftSection={<IconFileImport size={18} aria-hidden="true" />}>
          Import syllabus
        </ButtonLink>
        {generateButton}
      </Group>
      {course && <CourseOffer course={course} onGenerate={() => setGenerating({ course })} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <WeeklyPlanList
          id="this-week"
          title="Weekly Study Plan (This Week)"
          plans={groups.thisWeek}
          pending={pending}
          empty={plans ? 'No plan for this week yet.' : 'Loading…'}
          onView={(plan) => setViewing({ id: plan.id })}
        />
        <WeeklyPlanList
          id="previous-weeks"
          title="Previous Weeks"
          plans={groups.previous}
          pending={pending}
          empty={plans ? 'Archived plans and those of past weeks show here.' : 'Loading…'}
          onView={(plan) => setViewing({ id: plan.id })}
        />
      </SimpleGrid>
      <StudyCalendar
        plans={plans ?? NO_PLANS}
        tasks={tasks ?? NO_TASKS}
        classMeetings={classMeetings}
        dailyWindow={dailyWindow}
        now={now}
        onOpenPlan={(id) => setViewing({ id })}
        onChangePlan={(plan, markdown_plan) =>
          showWhile({ ...plan, markdown_plan }, () => userData.weekly.update(plan.id, { markdown_plan })).then(() => undefined)
        }
      />
      <SyllabiCard onFailure={setFailure} />
      <GeneratePlanModal
        opened={generating !== null}
        initialCourse={generating?.course}
        suggestions={suggestions}
        onClose={() => setGenerating(null)}
        onGenerated={opened}
      />
      <PlanViewerModal
        plan={editingId ? undefined : find(viewing?.id)}
        note={viewing?.note}
        onClose={() => setViewing(null)}
        onEdit={(plan) => setEditingId(plan.id)}
        onDelete={remove}
        onArchive={(plan, archived) =>
          void showWhile({ ...plan, archived }, () => userData.weekly.setArchived(plan.id, archived)).catch(
            fail('The plan could not be changed on this device. Try again.'),
          )
        }
      />
      <EditPlanModal
        plan={find(editingId)}
        suggestions={suggestions}
        onClose={() => setEditingId(null)}
        onSave={async (plan, changes) => {
          try {
            await showWhile({ ...plan, ...changes }, () => userData.weekly.update(plan.id, changes));
            setEditingId(null);
          } catch (error) {
            console.error('Saving the weekly plan failed', error);
            throw error;
          }
        }}
        onRegenerated={opened}
      />
      <UndoNotice title="Plan deleted" label={deleted?.title ?? null} onUndo={undo} onDismiss={dismissUndo} />
    </Stack>
  );
}
