// The names a student knows the synced fields by (the ones the forms show), for conflict and
// refusal messages. Anything not listed falls back to its API name made readable.
const names: Record<string, string> = {
  title: 'Title',
  url: 'Address',
  description: 'Description',
  first_name: 'First name',
  last_name: 'Last name',
  school_name: 'College',
  degree: 'Degree program',
  expected_graduation: 'Expected graduation',
  phone_number: 'Phone number',
  is_onboarded: 'Onboarding',
  university: 'University',
  university_name: 'University',
  program: 'Program',
  program_name: 'Program',
  start_term: 'Start term',
  start_year: 'Start year',
  credit_load: 'Credits per term',
  total_credits: 'Total credits',
  current_gpa: 'Current GPA',
  estimated_graduation: 'Projected graduation',
  plan: 'Plan',
  course: 'Course',
  course_code: 'Course code',
  course_title: 'Course title',
  term: 'Planned term',
  status: 'Status',
  prerequisites: 'Prerequisites',
  credit: 'Credits',
};

export function fieldName(field: string): string {
  const known = names[field];
  if (known) return known;
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}
