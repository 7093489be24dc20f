// Every mirrored entity, by wire name. The single routes, the batch and the change feed all look here.
import { bookmarkEntity } from '../bookmarks/bookmark-entity';
import { planCourseEntity, planEntity } from '../plans/plan-entity';
import { profileEntity } from '../profile/profile-entity';
import type { CollectionEntity, Entity } from './entity';

export const COLLECTIONS: readonly CollectionEntity[] = [bookmarkEntity, planEntity, planCourseEntity];

export const ENTITIES: readonly Entity[] = [profileEntity, ...COLLECTIONS];

export function entityNamed(name: string): Entity | undefined {
  return ENTITIES.find((entity) => entity.name === name);
}
