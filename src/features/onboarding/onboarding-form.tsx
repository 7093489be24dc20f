// The onboarding fields: the profile's fields (src/ui/profile-fields.tsx, shared
// with Settings › Profile) and Get Started.
import { Button, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ProfileFields } from '../../ui/profile-fields';
import { validate, type OnboardingErrors, type OnboardingValues } from './onboarding-values';
import { useCatalogSuggestions } from './use-catalog-suggestions';

interface OnboardingFormProps {
  /** Prefill; replaces the values for as long as the user has not typed anything. */
  initial: OnboardingValues;
  onSubmit: (values: OnboardingValues) => Promise<void>;
}

type Field = keyof OnboardingValues;

export function OnboardingForm({ initial, onSubmit }: OnboardingFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [saving, setSaving] = useState(false);
  const edited = useRef(false);
  const suggestions = useCatalogSuggestions();

  useEffect(() => {
    if (!edited.current) setValues(initial);
  }, [initial]);

  const change = (name: Field, value: string) => {
    edited.current = true;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

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
        <ProfileFields values={values} errors={errors} onChange={change} suggestions={suggestions} />
        <Button type="submit" size="md" mt="sm" fullWidth loading={saving}>
          Get Started
        </Button>
      </Stack>
    </form>
  );
}
