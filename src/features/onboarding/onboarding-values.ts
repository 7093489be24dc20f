// The onboarding form's values: the profile form's (src/lib/profile-form.ts, shared with Settings ›
// Profile), saved with is_onboarded.
import type { Profile, ProfileChanges } from '../../data/entities/profile';
import { profileFormValues, toProfileFields, validateProfileForm, type ProfileFormErrors, type ProfileFormValues } from '../../lib/profile-form';

export type OnboardingValues = ProfileFormValues;
export type OnboardingErrors = ProfileFormErrors;
export const validate = validateProfileForm;

/** The profile's answers when it has any, else the names from the ID token. */
export function initialValues(profile: Profile | undefined, identity: { given_name?: string; family_name?: string } | undefined): OnboardingValues {
  return profileFormValues(profile, identity);
}

export function toProfileChanges(values: OnboardingValues): ProfileChanges {
  return { ...toProfileFields(values), is_onboarded: true };
}
