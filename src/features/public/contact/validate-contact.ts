// Contact form rules: name, email and message required; email must look like an address.

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

// Deliberately loose: one "@", something on both sides, a dot in the domain, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name';
  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email address';
  else if (!emailPattern.test(email)) errors.email = 'Please enter a valid email address, like name@example.com';
  if (!values.message.trim()) errors.message = 'Please enter a message';
  return errors;
}
