// The plan view: header, Overview, the plan's buttons, Upcoming Classes and the Degree
// requirement table, and their modals. The checks (insights, requirements) need the program's
// catalogue; without it on this device the plan still shows and edits, and says what is missing.
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus, IconRefresh, IconSettings, IconTrash } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { Plan } from '../../../data/entities/plan';
import { deleteGraduationPlan, deletePlanCourse, replanPlan, restorePlanCourse, setPlanCourseStatus } from '../../../data/planning/plan-actions';
import { useSavedNotice } from '../../../ui/saved-notice';
import { UndoNotice } from '../../../ui/undo-notice';
import { toPlanCourseView } from '../../../lib/grades/plan-course-grades';
import type { PlanCourseStatus } from '../../../lib/plan';
import { graduationStatus } from '../../../lib/planning/graduation-status';
import { courseIssues, planInsights } from '../../../lib/planning/plan-insights';
import { requirementRows } from '../../../lib/planning/requirement-rows';
import { AddPlannedCourseModal } from './add-planned-course-modal';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { CourseDetailModal } from './course-detail-modal';
import { EditPlannedCourseModal } from './edit-planned-course-modal';
import { PlanFormModal } from './graduation-plan-form-modal';
import { generateFor, keptCourses } from './graduation-plan-generation';
import { PlanHeader } from './graduation-plan-header';
import { PlanOverview } from './graduation-plan-overview';
import { DEFAULT_REQUIRED_GPA, planSummary } from './graduation-plan-summary';
import { RequirementsTable } from './requirements-table';
import { COLLAPSED_ROWS, UpcomingClassesTable } from './upcoming-classes-table';
import { useProgramCatalog } from '../use-catalog';
import type { GraduationPlanState } from './use-graduation-plan';

interface PlanViewProps {
  plan: Plan;
  courses: PlanCourse[];
  /** Shows a course's edit at once while it is written (useGraduationPlan). */
  showWhile: GraduationPlanState['showWhile'];
  /** A change could not be stored on this device: the tab says so. */
  onFailure(message: string, error: unknown): void;
}

const NOTHING_LOST = 'Nothing was lost; try again.';

type Dialog = { kind: 'modify' | 'add' | 'delete-plan' } | { kind: 'edit' | 'detail' | 'delete-course'; course: PlanCourse } | null;

export function PlanView({ plan, courses, showWhile, onFailure }: PlanViewProps) {
  const userData = activeUserData();
  const { catalog, status: catalogStatus, error: catalogError } = useProgramCatalog(plan.program);
  const profile = useLiveQuery(() => userData.profile.get(), [userData]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [expanded, setExpanded] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [deletedCourse, setDeletedCourse] = useState<PlanCourse | null>(null);
  const saved = useSavedNotice();
  const pending = useLiveQuery(() => userData.pendingIds('planCourses'), [userData]);
  const close = () => setDialog(null);
  const dismissUndo = useCallback(() => setDeletedCourse(null), []);

  const summary = planSummary(plan, courses);
  const status = graduationStatus(plan.estimated_graduation, profile?.expected_graduation ?? '');
  const checks = useMemo(
    () => {
      if (!catalog) return catalog;
      const views = courses.map(toPlanCourseView);
      return { insights: planInsights(catalog, views, plan.credit_load), issues: courseIssues(catalog, views, plan.credit_load), rows: requirementRows(catalog, views) };
    },
    [catalog, courses, plan.credit_load],
  );
  const catalogNote = catalogStatus === 'loading' ? 'Loading…' : (catalogError ?? "This program's course catalogue is not available.");

  const update = async () => {
    if (!catalog) return onFailure(`Your plan could not be updated. ${catalogNote}`, new Error('No catalogue'));
    const result = generateFor(catalog, { startTerm: plan.start_term, startYear: plan.start_year, creditLoad: plan.credit_load }, keptCourses(courses));
    if (!result.ok) return onFailure(`Your plan could not be updated: ${result.message}`, new Error(result.message));
    setUpdating(true);
    await replanPlan(userData, { plan, generated: result.generated }).catch((error: unknown) => onFailure(`Updating your plan failed on this device. ${NOTHING_LOST}`, error));
    setUpdating(false);
  };
  const setStatus = (course: PlanCourse, next: PlanCourseStatus) =>
    void setPlanCourseStatus(userData, course.id, next).catch((error: unknown) => onFailure(`Changing ${course.course_code} failed on this device. ${NOTHING_LOST}`, error));
  const removePlan = () => {
    close();
    deleteGraduationPlan(userData, plan.id).catch((error: unknown) => onFailure(`Deleting your plan failed on this device. ${NOTHING_LOST}`, error));
  };
  const removeCourse = (course: PlanCourse) => {
    close();
    deletePlanCourse(userData, course.id).then(
      () => setDeletedCourse(course),
      (error: unknown) => onFailure(`Deleting ${course.course_code} failed on this device. ${NOTHING_LOST}`, error),
    );
  };
  const undoDelete = () => {
    if (deletedCourse) restorePlanCourse(userData, deletedCourse).catch((error: unknown) => onFailure(`Restoring ${deletedCourse.course_code} failed on this device. ${NOTHING_LOST}`, error));
    setDeletedCourse(null);
  };

  return (
    <Stack gap="md">
      <PlanHeader
        plan={plan}
        summary={summary}
        requiredGpa={catalog?.program.min_gpa ?? DEFAULT_REQUIRED_GPA}
        status={status}
        insights={checks?.insights}
        insightsNote={catalogNote}
      />
      <Group gap="xs">
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void update()} loading={updating || catalogStatus === 'loading'}>
          Update plan
        </Button>
        <Button variant="light" leftSection={<IconSettings size={16} aria-hidden="true" />} onClick={() => setDialog({ kind: 'modify' })}>
          Modify plan
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setDialog({ kind: 'delete-plan' })}>
          Delete plan
        </Button>
      </Group>
      <PlanOverview plan={plan} summary={summary} degree={catalog?.program.degree || 'BS'} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={3} fz="lg">
            Upcoming Classes
          </Title>
          <Group gap="xs">
            <Button size="xs" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setDialog({ kind: 'add' })}>
              Add course
            </Button>
            {courses.length > COLLAPSED_ROWS && (
              <Button size="xs" variant="default" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
                {expanded ? 'Collapse' : `View all (${courses.length})`}
              </Button>
            )}
          </Group>
        </Group>
        <UpcomingClassesTable
          courses={courses}
          issues={checks?.issues}
          expanded={expanded}
          pending={pending}
          onOpen={(course) => setDialog({ kind: 'detail', course })}
          onEdit={(course) => setDialog({ kind: 'edit', course })}
          onDelete={(course) => setDialog({ kind: 'delete-course', course })}
          onStatus={setStatus}
        />
      </Paper>
      <RequirementsTable rows={checks?.rows} note={catalogNote} />

      <PlanFormModal opened={dialog?.kind === 'modify'} plan={plan} courses={courses} onClose={close} />
      <AddPlannedCourseModal
        opened={dialog?.kind === 'add'}
        plan={plan}
        courses={courses}
        catalog={catalog}
        unavailable={catalogError}
        onClose={close}
        onSaved={(code) => saved.tell({ title: 'Course added', label: code })}
      />
      <EditPlannedCourseModal
        course={dialog?.kind === 'edit' ? dialog.course : null}
        taughtTerms={catalog?.university.terms}
        onClose={close}
        onSaved={(code) => saved.tell({ title: 'Course updated', label: code })}
        showWhile={showWhile}
      />
      {saved.notice}
      <CourseDetailModal course={dialog?.kind === 'detail' ? dialog.course : null} onClose={close} />
      <ConfirmModal opened={dialog?.kind === 'delete-plan'} title="Delete your graduation plan?" confirmLabel="Delete plan" onCancel={close} onConfirm={removePlan}>
        Your plan and its {courses.length} courses will be removed from every device.
      </ConfirmModal>
      <ConfirmModal
        opened={dialog?.kind === 'delete-course'}
        title="Delete this course from your plan?"
        confirmLabel="Delete course"
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete-course' && removeCourse(dialog.course)}
      >
        {dialog?.kind === 'delete-course' ? `${dialog.course.course_code} will be removed from your plan.` : ''}
      </ConfirmModal>
      <UndoNotice title="Course deleted" label={deletedCourse?.course_code ?? null} onUndo={undoDelete} onDismiss={dismissUndo} />
    </Stack>
  );
}
