// What the sign-in and sign-up forms accept, and the messages a person sees when an entry is wrong.
// Text the database cannot store (a NUL byte, say) is refused by the rule the API uses (src/lib/text-rules.ts).
import { invalidCharacterMessage } from '../../src/lib/text-rules';

export const MESSAGES = {
  invalidEmail: 'Enter a valid email address.',
  shortPassword: 'Use at least 8 characters.',
  longPassword: 'Use at most 200 characters.',
  missingPassword: 'Enter your password.',
  wrongCredentials: 'Wrong email or password.',
  emailTaken: 'An account with this email already exists.',
  missingGivenName: 'Enter your first name.',
  missingFamilyName: 'Enter your last name.',
  longName: 'Use at most 100 characters for each name.',
  // The waits match DEFAULT_ATTEMPT_LIMITS (identity-provider.ts).
  tooManyAttempts: 'Too many failed sign-ins. Wait 15 minutes, then try again.',
  tooManyForAccount: 'Too many failed sign-ins to this account. Wait 15 minutes, then try again.',
  tooManyFromAddress: 'Too many attempts from your network. Wait 15 minutes, then try again.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 200;
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

export type SignInField = 'email' | 'password';
export type SignUpField = 'givenName' | 'familyName' | SignInField;

export interface FormProblem<Field extends string> {
  field: Field;
  message: string;
}

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  givenName: string;
  familyName: string;
}

export function readSignIn(form: URLSearchParams): SignInInput {
  return { email: (form.get('email') ?? '').trim(), password: form.get('password') ?? '' };
}

export function readSignUp(form: URLSearchParams): SignUpInput {
  return {
    ...readSignIn(form),
    givenName: (form.get('given_name') ?? '').trim(),
    familyName: (form.get('family_name') ?? '').trim(),
  };
}

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** The first field, in the form's order, holding a character that cannot be stored. */
function invalidCharacter<Field extends string>(fields: Array<[Field, string]>): FormProblem<Field> | undefined {
  for (const [field, value] of fields) {
    const message = invalidCharacterMessage(value);
    if (message) return { field, message };
  }
  return undefined;
}

export function checkSignIn(input: SignInInput): FormProblem<SignInField> | undefined {
  const invalid = invalidCharacter<SignInField>([['email', input.email], ['password', input.password]]);
  if (invalid) return invalid;
  if (!isValidEmail(input.email)) return { field: 'email', message: MESSAGES.invalidEmail };
  if (!input.password) return { field: 'password', message: MESSAGES.missingPassword };
  return undefined;
}

export function checkSignUp(input: SignUpInput): FormProblem<SignUpField> | undefined {
  const fields: Array<[SignUpField, string]> = [['givenName', input.givenName], ['familyName', input.familyName], ['email', input.email], ['password', input.password]];
  const invalid = invalidCharacter(fields);
  if (invalid) return invalid;
  if (!input.givenName) return { field: 'givenName', message: MESSAGES.missingGivenName };
  if (input.givenName.length > MAX_NAME_LENGTH) return { field: 'givenName', message: MESSAGES.longName };
  if (!input.familyName) return { field: 'familyName', message: MESSAGES.missingFamilyName };
  if (input.familyName.length > MAX_NAME_LENGTH) return { field: 'familyName', message: MESSAGES.longName };
  if (!isValidEmail(input.email)) return { field: 'email', message: MESSAGES.invalidEmail };
  const passwordLength = [...input.password].length; // characters, not UTF-16 units
  if (passwordLength < MIN_PASSWORD_LENGTH) return { field: 'password', message: MESSAGES.shortPassword };
  if (passwordLength > MAX_PASSWORD_LENGTH) return { field: 'password', message: MESSAGES.longPassword };
  return undefined;
}
