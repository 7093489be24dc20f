// The profile's fields, shared by onboarding and Settings › Profile: names,
// college and degree (suggested from the catalogue, free text allowed), the expected graduation as a
// term and year, and an optional phone number.
import { Autocomplete, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { GRADUATION_TERMS, graduationYears } from '../lib/onboarding-rules';
import { profileFieldLabels, type ProfileFormErrors, type ProfileFormValues } from '../lib/profile-form';

type Field = keyof ProfileFormValues;

interface ProfileFieldsProps {
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  onChange(name: Field, value: string): void;
  suggestions: { colleges: string[]; degrees: string[] };
}

const inputProps: Record<Field, { type?: string; autoComplete: string }> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  college: { autoComplete: 'organization' },
  degree: { autoComplete: 'off' },
  graduationTerm: { autoComplete: 'off' },
  graduationYear: { autoComplete: 'off' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
};

export function ProfileFields({ values, errors, onChange, suggestions }: ProfileFieldsProps) {
  const years = useMemo(() => graduationYears(new Date()).map(String), []);
  const field = (name: Field) => ({
    label: profileFieldLabels[name],
    name,
    required: name !== 'phoneNumber',
    value: values[name],
    error: errors[name],
    size: 'md' as const,
    ...inputProps[name],
    onChange: (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => onChange(name, event.currentTarget.value),
  });
  // A year kept from before (now in the past) stays choosable, so the form shows what is stored; saving asks for a current one.
  const yearChoices = values.graduationYear && !years.includes(values.graduationYear) ? [values.graduationYear, ...years] : years;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput {...field('firstName')} />
        <TextInput {...field('lastName')} />
      </SimpleGrid>
      <Autocomplete {...field('college')} data={suggestions.colleges} onChange={(value) => onChange('college', value)} />
      <Autocomplete {...field('degree')} data={suggestions.degrees} onChange={(value) => onChange('degree', value)} />
      {/* Aligned at the bottom: on a narrow laptop column the term's label wraps and the year's does not. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'end' }}>
        <NativeSelect {...field('graduationTerm')} data={[{ value: '', label: 'Choose a term' }, ...GRADUATION_TERMS]} />
        <NativeSelect {...field('graduationYear')} data={[{ value: '', label: 'Choose a year' }, ...yearChoices]} />
      </SimpleGrid>
      <TextInput {...field('phoneNumber')} description="Optional. Kept on your profile for your advisor to reach you; never shared or used for marketing." />
    </>
  );
}
