// Add time / Edit time: one weekly meeting of a class (day, start, end, room, every week or A/B weeks).
// Native time and date inputs give 'HH:MM' and 'YYYY-MM-DD' whatever the locale shows, and the phone's
// own pickers. Saved on the device first, like every change, and synced later.
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DAY_NAMES } from '../../../lib/study/week';
import { emptyMeeting, readMeetingForm, type MeetingFields, type MeetingFormValues } from './meeting-form-values';

interface MeetingFormModalProps {
  /** What the form opens with; null while closed. */
  initial: MeetingFormValues | null;
  /** A class typed in (Another class): the course is a field of the form. */
  freeCourse: boolean;
  editing: boolean;
  onClose(): void;
  onSave(meeting: MeetingFields): Promise<void>;
}

const DAYS = DAY_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));
const TARGET = { input: { minHeight: 44 } };

export function MeetingFormModal({ initial, freeCourse, editing, onClose, onSave }: MeetingFormModalProps) {
  const [values, setValues] = useState<MeetingFormValues>(initial ?? emptyMeeting());
  const [errors, setErrors] = useState<Partial<Record<keyof MeetingFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (initial) {
      setValues(initial);
      setErrors({});
      setFailure(null);
    }
  }, [initial]);

  const change = (next: Partial<MeetingFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const save = async () => {
    const read = readMeetingForm(values);
    if ('errors' in read) return setErrors(read.errors);
    try {
      await onSave(read.meeting);
    } catch (error) {
      console.error('Saving a class time failed', error);
      setFailure('This class time could not be stored on this device. Try again.');
    }
  };
  const title = `${editing ? 'Edit time' : 'Add time'}${freeCourse || !initial ? '' : ` · ${initial.course}`}`;

  return (
    <Modal opened={initial !== null} onClose={onClose} title={title} fullScreen={false} size="md">
      <Stack gap="sm">
        {freeCourse && (
          <TextInput
            label="Class"
            description="A course code or the class’s name."
            value={values.course}
            error={errors.course}
            onChange={(e) => change({ course: e.currentTarget.value })}
            styles={TARGET}
          />
        )}
        <Select
          label="Day"
          data={DAYS}
          value={values.weekday}
          error={errors.weekday}
          allowDeselect={false}
          onChange={(value) => change({ weekday: value ?? '' })}
          styles={TARGET}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            type="time"
            label="Starts"
            value={values.start_time}
            error={errors.start_time}
            onChange={(e) => change({ start_time: e.currentTarget.value })}
            styles={TARGET}
          />
          <TextInput
            type="time"
            label="Ends"
            value={values.end_time}
            error={errors.end_time}
            onChange={(e) => change({ end_time: e.currentTarget.value })}
            styles={TARGET}
          />
        </Group>
        <TextInput
          label="Location"
          description="Optional: a room or building."
          value={values.location}
          onChange={(e) => change({ location: e.currentTarget.value })}
          styles={TARGET}
        />
        <Stack gap={4}>
          <Text component="label" id="meeting-rotation" size="sm" fw={500}>
            Meets
          </Text>
          <SegmentedControl
            aria-labelledby="meeting-rotation"
            value={values.rotation}
            onChange={(value) => change({ rotation: value as MeetingFormValues['rotation'] })}
            data={[
              { value: 'weekly', label: 'Every week' },
              { value: 'ab', label: 'A/B weeks' },
            ]}
            styles={{ control: { minHeight: 44 }, label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
          />
        </Stack>
        {values.rotation === 'ab' && (
          <TextInput
            type="date"
            label="Monday of a week it meets"
            description="It then meets every other week from there."
            value={values.week_a_starts}
            error={errors.week_a_starts}
            onChange={(e) => change({ week_a_starts: e.currentTarget.value })}
            styles={TARGET}
          />
        )}
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} mih={44}>
            Cancel
          </Button>
          <Button onClick={() => void save()} mih={44}>
            Save time
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
