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
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 100;
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

/** Also the email inputs' `pattern`, so the page checks it in the browser by the same rule. */
export const EMAIL_PATTERN = '[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+';

function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && new RegExp(`^(?:${EMAIL_PATTERN})$`).test(email);
}

/**
 * Every problem of a form at once, in the form's order, one per field: a person fixes them all in one go
 * instead of meeting them one submission at a time.
 */
function problemsOf<Field extends string>(fields: Array<[Field, string, (value: string) => string | undefined]>): Array<FormProblem<Field>> {
  const problems: Array<FormProblem<Field>> = [];
  for (const [field, value, check] of fields) {
    const message = invalidCharacterMessage(value) ?? check(value);
    if (message) problems.push({ field, message });
  }
  return problems;
}

const emailProblem = (email: string) => (isValidEmail(email) ? undefined : MESSAGES.invalidEmail);

function nameProblem(missing: string): (name: string) => string | undefined {
  return (name) => (!name ? missing : name.length > MAX_NAME_LENGTH ? MESSAGES.longName : undefined);
}

/** A new password's problem (sign-up, reset, change); lengths count characters, not UTF-16 units. */
export function newPasswordProblem(password: string): string | undefined {
  const invalid = invalidCharacterMessage(password);
  if (invalid) return invalid;
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return MESSAGES.shortPassword;
  if (length > MAX_PASSWORD_LENGTH) return MESSAGES.longPassword;
  return undefined;
}

export function checkSignIn(input: SignInInput): Array<FormProblem<SignInField>> {
  return problemsOf<SignInField>([
    ['email', input.email, emailProblem],
    ['password', input.password, (password) => (password ? undefined : MESSAGES.missingPassword)],
  ]);
}

export function checkSignUp(input: SignUpInput): Array<FormProblem<SignUpField>> {
  return problemsOf<SignUpField>([
    ['givenName', input.givenName, nameProblem(MESSAGES.missingGivenName)],
    ['familyName', input.familyName, nameProblem(MESSAGES.missingFamilyName)],
    ['email', input.email, emailProblem],
    ['password', input.password, newPasswordProblem],
  ]);
}

/** The email of "Forgot password?". */
export function checkEmail(email: string): Array<FormProblem<'email'>> {
  return problemsOf<'email'>([['email', email, emailProblem]]);
}
