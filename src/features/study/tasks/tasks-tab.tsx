// Study › Tasks: the student's board, Todo / In progress / Complete, all of it offline.
// Every change is written on the device first, a move or an edit showing on its card while it is written
// (useOptimisticEdits), and synced in the background through the outbox; refused changes show with Retry
// and Discard.
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { Task } from '../../../data/entities/task';
import { saveImportedSyllabus, type SyllabusImport } from '../../../data/syllabus/syllabus-import';
import { addTask, deleteTask, editTask, movedTask, moveTask, restoreTask, type TaskForm } from '../../../data/tasks/task-actions';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useSavedNotice } from '../../../ui/saved-notice';
import { UndoNotice } from '../../../ui/undo-notice';
import type { TaskStatus } from '../../../lib/task';
import { byDue, isOverdue } from '../../../lib/tasks/task-dates';
import { completionPercent, courseSuggestions, filterTasks, NO_FILTER, type TaskFilter } from '../../../lib/tasks/task-filters';
import { SaveFailureAlert } from '../../../ui/save-failure-alert';
import { useRefusedChanges } from '../../../hooks/use-refused-changes';
import { useNow } from '../../../ui/use-now';
import { useOptimisticEdits } from '../../../ui/use-optimistic-edits';
import { plural } from '../../../lib/count-words';
import { SyllabusImportModal } from '../syllabus/syllabus-import-modal';
import { TaskFormModal } from './task-form-modal';
import { TasksBoard } from './tasks-board';
import { TasksToolbar } from './tasks-toolbar';
import { useClassCodes, useTasks } from './use-tasks';

const TASK_ENTITIES = ['tasks'] as const;

export function TasksTab() {
  const userData = activeUserData();
  const read = useTasks();
  const { apply, showWhile } = useOptimisticEdits<Task>(read);
  const tasks = useMemo(() => read && apply(read), [read, apply]);
  const classes = useClassCodes();
  const { now, timeZone } = useNow();
  const [filter, setFilter] = useState<TaskFilter>(NO_FILTER);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [deleted, setDeleted] = useState<Task | null>(null);
  const search: { import?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const [importing, setImporting] = useState(search.import === 'syllabus');
  const closeImporter = () => {
    setImporting(false);
    if (search.import) void navigate({ to: '/study/tasks', search: {}, replace: true });
  };
  const pending = useLiveQuery(() => userData.pendingIds('tasks'), [userData]);
  const syllabi = useLiveQuery(() => userData.syllabi.list(), [userData]);
  const [localFailure, setLocalFailure] = useState<string | null>(null);
  const all = useMemo(() => [...(tasks ?? [])].sort(byDue), [tasks]);
  const shown = useMemo(() => filterTasks(all, filter, now, timeZone), [all, filter, now, timeZone]);
  const courses = useMemo(() => courseSuggestions(classes, all), [classes, all]);
  const percent = completionPercent(all);

  const fail = (error: unknown) => {
    console.error('Error saving task', error);
    setLocalFailure('The task could not be stored on this device.');
  };

  const saved = useSavedNotice();
  const save = async (form: TaskForm) => {
    try {
      if (editing === 'new') {
        await addTask(userData, form);
        saved.tell({ title: 'Task added', label: form.title.trim() });
      } else if (editing) {
        const id = editing.id;
        await showWhile({ ...editing, ...form }, () => editTask(userData, id, form));
        saved.tell({ title: 'Task updated', label: form.title.trim() });
      }
      setEditing(null);
    } catch (error) {
      fail(error);
      throw error;
    }
  };
  const importSyllabus = async (saving: SyllabusImport) => {
    let result;
    try {
      result = await saveImportedSyllabus(userData, saving);
    } catch (error) {
      console.error('Error saving an imported syllabus', error);
      throw error;
    }
    closeImporter();
    saved.tell({
      title: saving.earlierId ? 'Syllabus updated' : 'Syllabus imported',
      label: importSummary(result.added.length, result.moved.length, result.syllabus.course),
    });
  };
  const move = (task: Task, status: TaskStatus) => {
    const now = new Date();
    const moved = movedTask(task, status, now);
    showWhile(moved, () => moveTask(userData, task.id, status, now)).catch(fail);
  };
  const remove = (task: Task) => {
    setDeleting(null);
    deleteTask(userData, task.id).then(() => setDeleted(task), fail);
  };
  const undo = () => {
    if (deleted) restoreTask(userData, deleted).catch(fail);
    setDeleted(null);
  };
  const dismissUndo = useCallback(() => setDeleted(null), []);
  const { refused, onRetry, onDiscard } = useRefusedChanges(TASK_ENTITIES, setLocalFailure);
  const filtered = filter.query.trim() !== '' || filter.course !== '' || filter.due !== 'any';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2}>My tasks</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFileImport size={18} aria-hidden="true" />} onClick={() => setImporting(true)}>
            Import syllabus
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
            Add task
          </Button>
        </Group>
      </Group>
      {tasks && (
        <Stack gap={4}>
          <Text fw={600} aria-live="polite">
            {percent}% completed
            <Text span c="dimmed" fw={400} size="sm">
              {' '}
              · {all.filter((task) => task.status === 'complete').length} of {all.length} tasks
            </Text>
          </Text>
          <Progress value={percent} color="green" radius="xl" aria-label={`${percent}% of tasks completed`} />
        </Stack>
      )}
      <SaveFailureAlert
        title="Error saving task."
        localFailure={localFailure}
        onDismissLocalFailure={() => setLocalFailure(null)}
        refused={refused}
        onRetry={onRetry}
        onDiscard={onDiscard}
      />
      <TasksToolbar filter={filter} courses={courses} onChange={setFilter} />
      {tasks && !tasks.length && (
        <Text c="dimmed">No tasks yet. Add one, import a syllabus, or import your learning platform’s calendar in Settings → Integrations.</Text>
      )}
      {tasks && tasks.length > 0 && filtered && !shown.length && <Text c="dimmed">No tasks match these filters.</Text>}
      {tasks && (
        <TasksBoard tasks={shown} pending={pending} isOverdue={(task) => isOverdue(task, now)} onMove={move} onEdit={setEditing} onDelete={setDeleting} />
      )}
      <TaskFormModal target={editing} courses={courses} onClose={() => setEditing(null)} onSave={save} />
      <SyllabusImportModal opened={importing} existing={all} syllabi={syllabi ?? []} courses={courses} onClose={closeImporter} onSave={importSyllabus} />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete this task?"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        {deleting && `“${deleting.title}” will be removed from your board.`}
      </ConfirmModal>
      {saved.notice}
      <UndoNotice title="Task deleted" label={deleted?.title ?? null} onUndo={undo} onDismiss={dismissUndo} />
    </Stack>
  );
}

/** "3 tasks for CS 2110", "2 tasks added, 1 moved". */
function importSummary(added: number, moved: number, course: string): string {
  const count = moved ? `${plural(added, 'task')} added, ${moved} moved` : plural(added, 'task');
  return course ? `${count} for ${course}` : count;
}
