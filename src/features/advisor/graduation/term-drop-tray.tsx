// While a plan course is dragged: every term it may go to (the Move to… menu's list) and Unscheduled, each a
// drop target, the one under the pointer filled in. Fixed to the screen's bottom, so a term is in reach from
// any row, including terms with no course yet and rows the collapsed table hides.
import { useDroppable } from '@dnd-kit/core';
import { Portal, Text } from '@mantine/core';
import classes from './term-drag.module.css';

/** dnd-kit's id for the drop target of a term ("" is Unscheduled). */
export const termTargetId = (term: string) => `term:${term}`;

/** The term a drop target stands for, or null for anything else. */
export function termOfTarget(id: string | number | undefined): string | null {
  const text = String(id ?? '');
  return text.startsWith('term:') ? text.slice('term:'.length) : null;
}

interface TermDropTrayProps {
  code: string;
  /** Where the course is now ("" when unscheduled): not a target. */
  from: string;
  terms: readonly string[];
  /** The term under the pointer ("" for Unscheduled), null over none. */
  over: string | null;
}

export function TermDropTray({ code, from, terms, over }: TermDropTrayProps) {
  return (
    <Portal>
      <div className={classes.tray} data-testid="term-drop-tray">
        <Text size="sm" fw={600} mb={6} data-testid="term-drop-heading">
          {over === null ? `Move ${code} to…` : `Move ${code} to ${over || 'Unscheduled'}`}
        </Text>
        <ul className={classes.terms}>
          {[...terms, ''].map((term) => (
            <TermTarget key={term} term={term} here={term === from} />
          ))}
        </ul>
      </div>
    </Portal>
  );
}

function TermTarget({ term, here }: { term: string; here: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: termTargetId(term), disabled: here });
  const state = here ? classes.here : isOver ? classes.over : '';
  return (
    <li ref={setNodeRef} className={`${classes.term} ${state}`} data-term={term || 'Unscheduled'} data-over={isOver && !here}>
      {term || 'Unscheduled'}
      {here && (
        <Text span size="xs" c="dimmed" display="block">
          now here
        </Text>
      )}
    </li>
  );
}
