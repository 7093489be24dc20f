// The profile's form values (onboarding, and editing the profile later in Settings) and their mapping to
// the profile's fields (firstName ↔ first_name, college ↔ school_name, graduationYear ↔
// expected_graduation, …), with the rules both forms check before saving offline.
import type { Season } from './catalog/terms';
import { tooLongMessage } from './length-limit';
import { collegeProblem, degreeProblem, graduationDate, graduationProblem, graduationTermOf } from './onboarding-rules';
import { isPhoneNumber, PHONE_NUMBER_MESSAGE, PROFILE_LIMITS } from './profile-rules';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  college: string;
  degree: string;
  /** Spring, Summer, Fall or Winter; '' until chosen. */
  graduationTerm: string;
  /** YYYY; '' until chosen. */
  graduationYear: string;
  /** Optional. */
  phoneNumber: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** The profile's fields the form edits, as the API names them. */
export interface ProfileFormFields {
  first_name: string;
  last_name: string;
  school_name: string;
  degree: string;
  phone_number: string;
  /** YYYY-MM-DD */
  expected_graduation: string | null;
}

export const profileFieldLabels: Record<keyof ProfileFormValues, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  college: 'College',
  degree: 'Degree Program',
  graduationTerm: 'Expected Graduation Term',
  graduationYear: 'Expected Graduation Year',
  phoneNumber: 'Phone Number',
};

interface IdentityNames {
  given_name?: string;
  family_name?: string;
}

/** The profile's answers when it has any, else the names from the ID token. */
export function profileFormValues(profile: Partial<ProfileFormFields> | undefined, identity: IdentityNames | undefined): ProfileFormValues {
  const graduation = graduationTermOf(profile?.expected_graduation);
  return {
    firstName: profile?.first_name || identity?.given_name || '',
    lastName: profile?.last_name || identity?.family_name || '',
    college: profile?.school_name ?? '',
    degree: profile?.degree ?? '',
    graduationTerm: graduation?.term ?? '',
    graduationYear: String(graduation?.year ?? ''),
    phoneNumber: profile?.phone_number ?? '',
  };
}

const maxLength: Partial<Record<keyof ProfileFormValues, number>> = {
  firstName: PROFILE_LIMITS.name,
  lastName: PROFILE_LIMITS.name,
  college: PROFILE_LIMITS.school,
  degree: PROFILE_LIMITS.degree,
  phoneNumber: PROFILE_LIMITS.phone,
};

const REQUIRED = ['firstName', 'lastName', 'college', 'degree'] as const;

/**
 * Names, college and degree are required and must be names; the expected graduation is a term and a year
 * from this year to eight ahead; the phone number is optional. The server refuses the same,
 * and these answers are saved offline first, where a refusal would surface only at sync.
 */
export function validateProfileForm(values: ProfileFormValues, now = new Date()): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const field of REQUIRED) {
    const value = values[field].trim();
    const limit = maxLength[field];
    if (!value) errors[field] = `${profileFieldLabels[field]} is required`;
    else if (limit !== undefined && value.length > limit) errors[field] = tooLongMessage(limit);
  }
  errors.college ??= collegeProblem(values.college.trim());
  errors.degree ??= degreeProblem(values.degree.trim());
  // Each empty select is marked on its own: both are required, and marking the term alone left a student
  // looking for what was wrong with the year.
  if (!values.graduationTerm) errors.graduationTerm = 'Choose the term you expect to graduate.';
  if (!values.graduationYear) errors.graduationYear = 'Choose the year you expect to graduate.';
  if (values.graduationTerm && values.graduationYear) errors.graduationYear = graduationProblem(values.graduationTerm, values.graduationYear, now);
  const phone = values.phoneNumber.trim();
  if (phone.length > PROFILE_LIMITS.phone) errors.phoneNumber = tooLongMessage(PROFILE_LIMITS.phone);
  else if (!isPhoneNumber(phone)) errors.phoneNumber = PHONE_NUMBER_MESSAGE;
  for (const field of Object.keys(errors) as (keyof ProfileFormValues)[]) if (errors[field] === undefined) delete errors[field];
  return errors;
}

export function toProfileFields(values: ProfileFormValues): ProfileFormFields {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    school_name: values.college.trim(),
    degree: values.degree.trim(),
    expected_graduation: graduationDate(values.graduationTerm as Season, Number(values.graduationYear)),
    phone_number: values.phoneNumber.trim(),
  };
}
