// The daily study window in Settings: the earliest and latest time a weekly plan may place study in a
// day. Native time inputs give 'HH:MM' whatever the locale shows, and the phone's own picker.
import { Group, TextInput } from '@mantine/core';

export interface StudyWindowValues {
  earliest_study_time: string;
  latest_study_time: string;
}

interface Props {
  values: StudyWindowValues;
  errors: Partial<Record<keyof StudyWindowValues, string>>;
  onChange: (next: Partial<StudyWindowValues>) => void;
}

export function StudyWindowFields({ values, errors, onChange }: Props) {
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <TextInput
        type="time"
        label="Earliest study time"
        description="Weekly plans place nothing before it."
        value={values.earliest_study_time}
        error={errors.earliest_study_time}
        onChange={(event) => onChange({ earliest_study_time: event.currentTarget.value })}
        w={170}
        styles={{ input: { minHeight: 44 } }}
      />
      <TextInput
        type="time"
        label="Latest study time"
        description="Nor after it."
        value={values.latest_study_time}
        error={errors.latest_study_time}
        onChange={(event) => onChange({ latest_study_time: event.currentTarget.value })}
        w={170}
        styles={{ input: { minHeight: 44 } }}
      />
    </Group>
  );
}
