// The profile as a synced singleton: /api/account/profile/, entity `profile` in the feed and the batch.
import type { SingletonEntity } from '../sync/entity';
import { ProfileChangesSchema, ProfileSchema } from './profile-schemas';
import { PROFILE, readProfile, readProfiles, updateProfile, type Profile, type ProfileChanges } from './profile-service';

export const profileEntity: SingletonEntity<Profile> = {
  kind: 'singleton',
  name: PROFILE,
  tag: 'profile',
  path: '/account/profile/',
  schemas: { record: ProfileSchema, update: ProfileChangesSchema },
  get: readProfile,
  read: readProfiles,
  update: (tx, ownerSub, body, expected) => updateProfile(tx, ownerSub, body as ProfileChanges, expected),
};
