// The six required onboarding fields (SPEC §2, §5) with their required-field messages.
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldLabels, validate, type OnboardingErrors, type OnboardingValues } from './onboarding-values';

interface OnboardingFormProps {
  /** Prefill; replaces the values for as long as the user has not typed anything. */
  initial: OnboardingValues;
  onSubmit: (values: OnboardingValues) => Promise<void>;
}

type Field = keyof OnboardingValues;

const inputProps: Record<Field, { type?: string; autoComplete: string }> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  college: { autoComplete: 'organization' },
  degree: { autoComplete: 'off' },
  graduationYear: { type: 'date', autoComplete: 'off' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
};

export function OnboardingForm({ initial, onSubmit }: OnboardingFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [saving, setSaving] = useState(false);
  const edited = useRef(false);

  useEffect(() => {
    if (!edited.current) setValues(initial);
  }, [initial]);

  const field = (name: Field) => ({
    label: fieldLabels[name],
    name,
    required: true,
    value: values[name],
    error: errors[name],
    size: 'md' as const,
    ...inputProps[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      edited.current = true;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  return (
    // noValidate: our own messages, the same in every browser, instead of the native bubbles.
    <form onSubmit={submit} noValidate aria-label="Tell us about yourself">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput {...field('firstName')} />
          <TextInput {...field('lastName')} />
        </SimpleGrid>
        <TextInput {...field('college')} />
        <TextInput {...field('degree')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput {...field('graduationYear')} />
          <TextInput {...field('phoneNumber')} />
        </SimpleGrid>
        <Button type="submit" size="md" mt="sm" fullWidth loading={saving}>
          Get Started
        </Button>
      </Stack>
    </form>
  );
}
