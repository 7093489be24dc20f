import type { SemesterGoals } from '../../lib/semester-goals';
import type { SingletonDescriptor } from './entity-descriptor';

export interface Profile extends SemesterGoals {
  first_name: string;
  last_name: string;
  school_name: string;
  degree: string;
  phone_number: string;
  /** YYYY-MM-DD */
  expected_graduation: string | null;
  is_onboarded: boolean;
  /** When the server made the profile: the student's first sign-in. Read-only. */
  created_at?: string;
  updated_at?: string;
  version?: number;
}

export type ProfileChanges = Partial<Omit<Profile, 'created_at' | 'updated_at' | 'version'>>;

export const profileDescriptor: SingletonDescriptor<Profile, ProfileChanges> & { name: 'profile' } = {
  name: 'profile',
  kind: 'singleton',
  wireName: 'profile',
  endpoints: { resource: '/api/account/profile/' },
  fields: ['first_name', 'last_name', 'school_name', 'degree', 'phone_number', 'expected_graduation', 'is_onboarded', 'gpa_target', 'study_hours_target', 'goals'],
  // What the server creates on first read; used when the user saves before the first pull.
  defaults: {
    first_name: '',
    last_name: '',
    school_name: '',
    degree: '',
    phone_number: '',
    expected_graduation: null,
    is_onboarded: false,
    gpa_target: null,
    study_hours_target: null,
    goals: [],
  },
  // The server always sends is_onboarded (server/routes/profile-schemas.ts); an error object does not.
  isRecord: (json) => typeof json.is_onboarded === 'boolean',
  noun: 'profile',
  label: () => 'Your profile',
};
