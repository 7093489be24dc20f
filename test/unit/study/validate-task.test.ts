// The task form refuses a due date outside the server's range for due dates (src/lib/date-ranges.ts) with
// the range in its message: saved offline, such a task would only be refused at sync.
import { describe, expect, it } from 'vitest';
import { validateTask } from '../../../src/features/study/tasks/validate-task';
import { fromLocalInput, toLocalInput } from '../../../src/lib/tasks/due-input';

const values = { title: 'Essay', notes: '', course: '', allDay: false };

describe('the task form', () => {
  it.each(['0001-06-15T12:00', '0049-06-15T12:00', '0050-06-15T12:00', '0099-06-15T12:00', '0100-06-15T12:00', '1999-12-31T23:59', '2101-01-01T00:00'])(
    'refuses a due date of %s with the range',
    (due) => {
      expect(validateTask({ ...values, due })).toEqual({ errors: { due: 'Enter a due date from 2000-01-01 to 2100-12-31.' } });
    },
  );

  it.each(['2000-01-01T00:00', '2100-12-31T23:59'])('keeps a due date of %s, as written', (due) => {
    const { form, errors } = validateTask({ ...values, due });
    expect(errors).toEqual({});
    expect(form!.due_at!.slice(0, 16)).toBe(due);
    expect(toLocalInput(form!.due_at)).toBe(due);
  });

  it('keeps an all-day item as the start of its day, and a day without a time is asked for as a date', () => {
    const { form } = validateTask({ ...values, due: '2026-12-04', allDay: true });
    expect(form).toMatchObject({ all_day: true });
    expect(toLocalInput(form!.due_at)).toBe('2026-12-04T00:00');
    expect(validateTask({ ...values, due: 'Friday', allDay: true }).errors).toEqual({ due: 'Enter a date, or leave it empty.' });
    expect(validateTask({ ...values, due: '', allDay: true }).form).toMatchObject({ due_at: null, all_day: false });
  });
});

describe('a due date of year 49', () => {
  // Only the year's form: a zone's local mean time that year has an offset in seconds, which minutes round.
  it('is written with a four-digit year, both ways', () => {
    expect(fromLocalInput('0049-06-15T12:00')).toMatch(/^0049-06-15T/);
    expect(toLocalInput('0049-06-15T12:00:00Z')).toMatch(/^0049-06-15T/);
  });
});
