// The onboarding form's values and their mapping to the Profile entity (SPEC §3: firstName ↔
// first_name, college ↔ school_name, graduationYear ↔ expected_graduation, …).
import type { Profile, ProfileChanges } from '../../data/entities/profile';

export interface OnboardingValues {
  firstName: string;
  lastName: string;
  college: string;
  degree: string;
  /** YYYY-MM-DD, as a date input gives it. */
  graduationYear: string;
  phoneNumber: string;
}

export type OnboardingErrors = Partial<Record<keyof OnboardingValues, string>>;

export const fieldLabels: Record<keyof OnboardingValues, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  college: 'College',
  degree: 'Degree Program',
  graduationYear: 'Expected Graduation Year',
  phoneNumber: 'Phone Number',
};

interface IdentityNames {
  given_name?: string;
  family_name?: string;
}

/** The profile's answers when it has any, else the names from the ID token. */
export function initialValues(profile: Profile | undefined, identity: IdentityNames | undefined): OnboardingValues {
  return {
    firstName: profile?.first_name || identity?.given_name || '',
    lastName: profile?.last_name || identity?.family_name || '',
    college: profile?.school_name ?? '',
    degree: profile?.degree ?? '',
    graduationYear: profile?.expected_graduation ?? '',
    phoneNumber: profile?.phone_number ?? '',
  };
}

/** SPEC §5: all six fields are required; nothing else is checked. */
export function validate(values: OnboardingValues): OnboardingErrors {
  const errors: OnboardingErrors = {};
  for (const field of Object.keys(fieldLabels) as (keyof OnboardingValues)[]) {
    if (!values[field].trim()) errors[field] = `${fieldLabels[field]} is required`;
  }
  return errors;
}

export function toProfileChanges(values: OnboardingValues): ProfileChanges {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    school_name: values.college.trim(),
    degree: values.degree.trim(),
    expected_graduation: values.graduationYear,
    phone_number: values.phoneNumber.trim(),
    is_onboarded: true,
  };
}
