// My Advisor › Semester: this term's classes, progress and previous terms from the graduation
// plan, the student's own goals, and Course Info. Everything reads the device's copy (useLiveQuery), and Add Class
// and Edit write locally first, so the tab works offline and syncs when the connection returns.
import { Grid, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import { addPlanCourse, setPlanCourseGrade, updatePlanCourse } from '../../../data/planning/plan-actions';
import { DEFAULT_GRADING_SCALE } from '../../../lib/grades/grading-scale';
import { degreeProgress as gradeProgress } from '../../../lib/progress/degree-progress';
import { currentTerm } from '../../../lib/catalog/current-term';
import { formatTerm } from '../../../lib/catalog/terms';
import type { PlanCourse } from '../../../lib/plan';
import { AddClassModal } from './add-class-modal';
import { classChoices, type ClassChoice } from './class-choices';
import { ClassTimesCard } from './class-times-card';
import { CourseInfoPanel, type CourseInfoStatus } from './course-info-panel';
import { EditPlannedCourseModal } from '../graduation/edit-planned-course-modal';
import { useSavedNotice } from '../../../ui/saved-notice';
import { ScreenLoading } from '../../../ui/screen-loading';
import { MyClassesCard } from './my-classes-card';
import { NoPlanNotice } from './no-plan-notice';
import { PreviousTermsCard } from './previous-terms-card';
import { ProgressCard } from './progress-card';
import { SemesterGoalsCard } from './semester-goals-card';
import { degreeProgress, previousTerms, takingCourses, takingCredits } from './semester-progress';
import { useProgramCatalog } from '../use-catalog';
import { useGraduationPlan } from '../graduation/use-graduation-plan';

export function SemesterTab() {
  const { loading, plan, courses, showWhile } = useGraduationPlan();
  const catalogState = useProgramCatalog(plan?.program);
  const catalog = catalogState.status === 'ready' ? catalogState.catalog : undefined;
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PlanCourse | null>(null);
  const saved = useSavedNotice();

  const taught = catalog?.university.terms ?? [];
  const term = formatTerm(currentTerm(new Date(), taught));
  const taking = useMemo(() => takingCourses(courses), [courses]);
  const choices = useMemo(
    () => (catalog ? classChoices(catalog.courses, courses) : catalogState.status === 'loading' ? 'loading' : 'unavailable'),
    [catalog, catalogState.status, courses],
  );
  const infoStatus: CourseInfoStatus = !plan ? 'no-plan' : catalogState.status;

  const scale = catalog?.university.grading_scale ?? DEFAULT_GRADING_SCALE;
  // A local write that fails leaves the grade shown before, which says it was not kept.
  const grade = (course: PlanCourse, value: string | null) =>
    void showWhile({ ...course, grade: value }, () => setPlanCourseGrade(activeUserData(), course.id, value)).catch(() => undefined);

  const showInfo = (code: string) => {
    setSelected(code);
    // On a phone Course Info is far below My Classes; bring it into view.
    document.getElementById('course-info')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const add = async (choice: ClassChoice) => {
    const userData = activeUserData();
    const planned = choice.planned;
    if (planned) await showWhile({ ...planned, status: 'taking', term }, () => updatePlanCourse(userData, planned.id, { status: 'taking', term }));
    else if (plan) await addPlanCourse(userData, { plan, course: choice.course, term, status: 'taking' });
    setAdding(false);
  };

  return (
    <>
      <Stack gap="md">
        {loading && <ScreenLoading />}
        {!loading && !plan && <NoPlanNotice />}
        {plan && (
          <>
            <MyClassesCard courses={taking} onAdd={() => setAdding(true)} onInfo={(course) => showInfo(course.course_code)} onEdit={setEditing} />
            <ClassTimesCard courses={taking} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <ProgressCard progress={degreeProgress(plan, courses, scale)} term={term} takingCredits={takingCredits(courses)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <SemesterGoalsCard courses={courses} scale={catalog?.university.grading_scale ?? DEFAULT_GRADING_SCALE} />
              </Grid.Col>
            </Grid>
            <PreviousTermsCard terms={previousTerms(courses, scale)} scale={scale} overall={gradeProgress(plan, courses, scale)} onGrade={grade} />
          </>
        )}
        {!loading && (
          <CourseInfoPanel
            status={infoStatus}
            courses={catalog?.courses ?? []}
            selected={selected}
            onSelect={setSelected}
            unavailableText={catalogState.error}
          />
        )}
      </Stack>
      <AddClassModal opened={adding} choices={choices} term={term} onClose={() => setAdding(false)} onAdd={add} />
      <EditPlannedCourseModal
        course={editing}
        taughtTerms={taught}
        onClose={() => setEditing(null)}
        onSaved={(code) => saved.tell({ title: 'Class updated', label: code })}
        showWhile={showWhile}
      />
      {saved.notice}
    </>
  );
}
