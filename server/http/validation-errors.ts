// Turns schema validation errors (TypeBox, JSON-Schema style) into the API's `{ field: [message] }` map,
// with one plain-language message per field, the way a form would show it.
import type { FieldErrors } from './api-error';
import { FORMAT_MESSAGES } from './formats';

/** The parts of a TypeBox/Ajv validation error this mapping reads. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: object;
  message?: string;
}

/** Errors about the payload as a whole (not a JSON object, say), in Django REST framework's spelling. */
export const NON_FIELD = 'non_field_errors';

export function toFieldErrors(errors: readonly SchemaError[]): FieldErrors {
  const byField = new Map<string, SchemaError[]>();
  const add = (field: string, error: SchemaError) => byField.set(field, [...(byField.get(field) ?? []), error]);
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') {
      for (const name of asStrings(params.requiredProperties ?? params.missingProperty)) add(name, error);
    } else if (error.keyword === 'additionalProperties') {
      for (const name of asStrings(params.additionalProperties ?? params.additionalProperty)) add(name, error);
    } else if (error.keyword !== 'boolean') {
      // 'boolean' is TypeBox's "schema is false" twin of an additionalProperties error: already reported.
      add(fieldOf(error.instancePath), error);
    }
  }
  const result: FieldErrors = {};
  for (const [field, fieldErrors] of byField) result[field] = [messageFor(mostTelling(fieldErrors))];
  return result;
}

/**
 * A nullable field that fails reports each branch of its union (format, then "must be null", then
 * anyOf). The first specific error is the one that explains what the user should fix.
 */
function mostTelling(errors: SchemaError[]): SchemaError {
  const specific = errors.filter((e) => !['anyOf', 'oneOf'].includes(e.keyword) && !isNullBranch(e));
  return specific[0] ?? errors[0]!;
}

function isNullBranch(error: SchemaError): boolean {
  return error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null';
}

function messageFor(error: SchemaError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'Unknown field.';
    case 'minLength':
      return params.limit === 1 ? 'This field may not be blank.' : `Ensure this field has at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(params.limit)} characters.`;
    case 'format':
      return FORMAT_MESSAGES[String(params.format)] ?? 'Enter a valid value.';
    case 'type':
      return typeMessage(params.type);
    default:
      return error.message ? capitalise(error.message) : 'Enter a valid value.';
  }
}

function typeMessage(type: unknown): string {
  const names: Record<string, string> = {
    string: 'text',
    boolean: 'true or false',
    integer: 'a whole number',
    number: 'a number',
    object: 'an object',
    array: 'a list',
  };
  const wanted = asStrings(type)
    .filter((t) => t !== 'null')
    .map((t) => names[t] ?? t);
  return wanted.length ? `Must be ${wanted.join(' or ')}.` : 'Must be empty.';
}

/** '/first_name' → 'first_name'; '' (the payload itself) → non_field_errors. JSON Pointer escapes undone. */
function fieldOf(instancePath: string): string {
  const first = instancePath.split('/')[1];
  return first ? first.replace(/~1/g, '/').replace(/~0/g, '~') : NON_FIELD;
}

function asStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined ? [] : [String(value)];
}

function capitalise(text: string): string {
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}
