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
import { deleteGraduationPlan, deletePlanCourse, restorePlanCourse, setPlanCourseStatus } from '../../../data/planning/plan-actions';
import { currentTerm } from '../../../lib/catalog/current-term';
import { useSavedNotice } from '../../../ui/saved-notice';
import { UndoNotice } from '../../../ui/undo-notice';
import { toPlanCourseView } from '../../../lib/grades/plan-course-grades';
import type { PlanCourseStatus } from '../../../lib/plan';
import { graduationStatus } from '../../../lib/planning/graduation-status';
import { courseIssues } from '../../../lib/planning/plan-insights';
import { planStatus, projectedGraduation, type PlanStatus } from '../../../lib/planning/plan-status';
import { requirementRows } from '../../../lib/planning/requirement-rows';
import { degreeProgress } from '../../../lib/progress/degree-progress';
import { AddPlannedCourseModal } from './add-planned-course-modal';
import { creditLabel, CreditFromElsewhereCard } from './credit-from-elsewhere-card';
import { CreditFromElsewhereModal } from './credit-from-elsewhere-modal';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { CourseDetailModal } from './course-detail-modal';
import { EditPlannedCourseModal } from './edit-planned-course-modal';
import { PlanFormModal } from './graduation-plan-form-modal';
import { PlanHeader } from './graduation-plan-header';
import { PlanOverview } from './graduation-plan-overview';
import { DEFAULT_REQUIRED_GPA, planSummary } from './graduation-plan-summary';
import { RequirementsTable } from './requirements-table';
import { COLLAPSED_ROWS, UpcomingClassesTable } from './upcoming-classes-table';
import { CourseDragHandle } from './course-drag-handle';
import { MoveCourseMenu } from './move-course-menu';
import { MoveNewsAlert } from './move-news-alert';
import { moveTerms } from './move-terms';
import { PlanAnnouncer } from './plan-announcer';
import { PlanTermDrag } from './plan-term-drag';
import { ReplanDialog } from './replan-dialog';
import { usePlanMoves } from './use-plan-moves';
import { useReplanReview } from './use-replan-review';
import { useProgramCatalog } from '../use-catalog';
import { WhatIfButton } from './what-if-button';
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

type Dialog =
  { kind: 'modify' | 'add' | 'delete-plan' | 'add-credit' } | { kind: 'edit' | 'detail' | 'delete-course' | 'edit-credit'; course: PlanCourse } | null;

export function PlanView({ plan, courses, showWhile, onFailure }: PlanViewProps) {
  const userData = activeUserData();
  const { catalog, status: catalogStatus, error: catalogError } = useProgramCatalog(plan.program);
  const profile = useLiveQuery(() => userData.profile.get(), [userData]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [expanded, setExpanded] = useState(false);
  const [deletedCourse, setDeletedCourse] = useState<PlanCourse | null>(null);
  const saved = useSavedNotice();
  const pending = useLiveQuery(() => userData.pendingIds('planCourses'), [userData]);
  const close = () => setDialog(null);
  const dismissUndo = useCallback(() => setDeletedCourse(null), []);

  // The dashboard's figures, on the university's scale when the catalogue is here.
  const grades = degreeProgress(plan, courses, catalog?.university.grading_scale);
  const summary = planSummary(plan, courses, grades.takenCredits);
  // Credit from elsewhere is in no term: its own list shows it, the term-by-term table does not.
  const credited = courses.filter((course) => course.credit_source);
  const scheduled = courses.filter((course) => !course.credit_source);
  const expected = profile?.expected_graduation ?? '';
  const now = currentTerm(new Date(), catalog?.university.terms ?? []);
  // Every render, from the courses as they are now: a move by hand changes the badge at once.
  const checks = useMemo(() => {
    if (!catalog) return undefined;
    // Grades and credit from elsewhere read as passed or not on the university's scale.
    const views = courses.map(toPlanCourseView);
    const judged = planStatus({ catalog, planCourses: views, creditLoad: plan.credit_load, expectedGraduation: expected, now });
    return { judged, issues: courseIssues(catalog, views, plan.credit_load, now), rows: requirementRows(catalog, views) };
    // `now` changes only with the term: its season and year stand for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [catalog, courses, plan.credit_load, expected, now.season, now.year]);
  const status = checks ? headerStatus(checks.judged) : graduationStatus(projectedGraduation(courses) || plan.estimated_graduation, expected);
  const moves = usePlanMoves({ courses, catalog, creditLoad: plan.credit_load, now, onFailure });
  const replanning = useReplanReview({ plan, courses, onFailure });
  const terms = moveTerms(
    now,
    catalog?.university.terms ?? [],
    courses.map((course) => course.term),
  );
  const catalogNote = catalogStatus === 'loading' ? 'Loading…' : (catalogError ?? "This program's course catalogue is not available.");

  const update = () => {
    if (!catalog) return onFailure(`Your plan could not be updated. ${catalogNote}`, new Error('No catalogue'));
    const problem = replanning.propose({
      catalog,
      start: { season: plan.start_term, year: plan.start_year },
      creditLoad: plan.credit_load,
      title: 'Update plan',
    });
    if (problem) onFailure(`Your plan could not be updated: ${problem}`, new Error(problem));
  };
  const setStatus = (course: PlanCourse, next: PlanCourseStatus) =>
    void setPlanCourseStatus(userData, course.id, next).catch((error: unknown) =>
      onFailure(`Changing ${course.course_code} failed on this device. ${NOTHING_LOST}`, error),
    );
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
    if (deletedCourse)
      restorePlanCourse(userData, deletedCourse).catch((error: unknown) =>
        onFailure(`Restoring ${deletedCourse.course_code} failed on this device. ${NOTHING_LOST}`, error),
      );
    setDeletedCourse(null);
  };

  return (
    <Stack gap="md">
      <PlanHeader
        plan={plan}
        summary={summary}
        grades={grades}
        requiredGpa={catalog?.program.min_gpa ?? DEFAULT_REQUIRED_GPA}
        status={status}
        insights={checks?.judged.insights}
        insightsNote={catalogNote}
      />
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={update}
          loading={replanning.applying || catalogStatus === 'loading'}
        >
          Update plan
        </Button>
        <Button variant="light" leftSection={<IconSettings size={16} aria-hidden="true" />} onClick={() => setDialog({ kind: 'modify' })}>
          Modify plan
        </Button>
        <WhatIfButton plan={plan} courses={courses} catalog={catalog} unavailable={catalogNote} onFailure={onFailure} />
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setDialog({ kind: 'delete-plan' })}>
          Delete plan
        </Button>
      </Group>
      <MoveNewsAlert news={moves.news} onDismiss={moves.dismiss} />
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
            {scheduled.length > COLLAPSED_ROWS && (
              <Button size="xs" variant="default" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
                {expanded ? 'Collapse' : `View all (${scheduled.length})`}
              </Button>
            )}
          </Group>
        </Group>
        <PlanTermDrag courses={scheduled} terms={terms} onMove={moves.move}>
          <UpcomingClassesTable
            courses={scheduled}
            issues={checks?.issues}
            expanded={expanded}
            pending={pending}
            onOpen={(course) => setDialog({ kind: 'detail', course })}
            onEdit={(course) => setDialog({ kind: 'edit', course })}
            onDelete={(course) => setDialog({ kind: 'delete-course', course })}
            onStatus={setStatus}
            renderMove={(course) => <MoveCourseMenu course={course} terms={terms} onMove={moves.move} onUnpin={moves.unpin} />}
            renderHandle={(course) => <CourseDragHandle course={course} />}
          />
        </PlanTermDrag>
      </Paper>
      <RequirementsTable rows={checks?.rows} note={catalogNote} />
      <CreditFromElsewhereCard
        credits={credited}
        onAdd={() => setDialog({ kind: 'add-credit' })}
        onEdit={(course) => setDialog({ kind: 'edit-credit', course })}
        onRemove={(course) => setDialog({ kind: 'delete-course', course })}
      />

      <PlanFormModal opened={dialog?.kind === 'modify'} onClose={close} modify={{ plan, onReplan: replanning.propose }} />
      <ReplanDialog
        changes={replanning.review?.result.changes ?? null}
        title={replanning.review?.request.title ?? ''}
        applying={replanning.applying}
        onApply={() => void replanning.apply()}
        onCancel={replanning.cancel}
      />
      <PlanAnnouncer message={replanning.news} onDismiss={replanning.dismissNews} />
      <AddPlannedCourseModal
        opened={dialog?.kind === 'add'}
        plan={plan}
        courses={courses}
        catalog={catalog}
        unavailable={catalogError}
        onClose={close}
        onSaved={(code) => saved.tell({ title: 'Course added', label: code })}
      />
      <CreditFromElsewhereModal
        editing={dialog?.kind === 'add-credit' ? 'new' : dialog?.kind === 'edit-credit' ? dialog.course : null}
        plan={plan}
        courses={courses}
        catalog={catalog}
        unavailable={catalogError}
        onClose={close}
        onSaved={(label) => saved.tell({ title: 'Credit saved', label })}
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
      <ConfirmModal
        opened={dialog?.kind === 'delete-plan'}
        title="Delete your graduation plan?"
        confirmLabel="Delete plan"
        onCancel={close}
        onConfirm={removePlan}
      >
        Your plan and its {courses.length} courses will be removed from every device.
      </ConfirmModal>
      <ConfirmModal
        opened={dialog?.kind === 'delete-course'}
        title="Delete this course from your plan?"
        confirmLabel="Delete course"
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete-course' && removeCourse(dialog.course)}
      >
        {dialog?.kind === 'delete-course'
          ? `${dialog.course.credit_source ? creditLabel(dialog.course) : dialog.course.course_code} will be removed from your plan.`
          : ''}
      </ConfirmModal>
      <UndoNotice title="Course deleted" label={deletedCourse?.course_code ?? null} onUndo={undoDelete} onDismiss={dismissUndo} />
    </Stack>
  );
}

/** The badge's words: on track, behind or at risk, and the first reason why (every reason is listed below it). */
function headerStatus(judged: PlanStatus): { status: PlanStatus['status']; reason: string } {
  const [projection = '', ...problems] = judged.reasons;
  return { status: judged.status, reason: judged.status === 'needs-attention' ? (problems[0] ?? projection) : projection };
}
