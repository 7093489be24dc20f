// The onboarding form's values and their mapping to the Profile entity (SPEC §3: firstName ↔
// first_name, college ↔ school_name, graduationYear ↔ expected_graduation, …).
import type { Profile, ProfileChanges } from '../../data/entities/profile';
import { tooLongMessage } from '../../lib/length-limit';
import { isCalendarDate, isPhoneNumber, PHONE_NUMBER_MESSAGE, PROFILE_LIMITS } from '../../lib/profile-rules';

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

const maxLength: Partial<Record<keyof OnboardingValues, number>> = {
  firstName: PROFILE_LIMITS.name,
  lastName: PROFILE_LIMITS.name,
  college: PROFILE_LIMITS.school,
  degree: PROFILE_LIMITS.degree,
  phoneNumber: PROFILE_LIMITS.phone,
};

/**
 * SPEC §5: all six fields are required. Beyond that, only what the server would refuse is checked
 * here too, since the answers are saved offline first and a refusal would surface only at sync.
 */
export function validate(values: OnboardingValues): OnboardingErrors {
  const errors: OnboardingErrors = {};
  for (const field of Object.keys(fieldLabels) as (keyof OnboardingValues)[]) {
    const value = values[field].trim();
    const limit = maxLength[field];
    if (!value) errors[field] = `${fieldLabels[field]} is required`;
    else if (limit !== undefined && value.length > limit) errors[field] = tooLongMessage(limit);
  }
  if (!errors.graduationYear && !isCalendarDate(values.graduationYear.trim())) errors.graduationYear = 'Enter a valid date.';
  if (!errors.phoneNumber && !isPhoneNumber(values.phoneNumber.trim())) errors.phoneNumber = PHONE_NUMBER_MESSAGE;
  return errors;
}

export function toProfileChanges(values: OnboardingValues): ProfileChanges {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    school_name: values.college.trim(),
    degree: values.degree.trim(),
    expected_graduation: values.graduationYear.trim(),
    phone_number: values.phoneNumber.trim(),
    is_onboarded: true,
  };
}
