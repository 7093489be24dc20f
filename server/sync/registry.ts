// Every mirrored entity, by wire name. The single routes, the batch and the change feed all look here.
// Parents before their children (a plan before its courses, a syllabus before its tasks).
import { bookmarkEntity } from '../bookmarks/bookmark-entity';
import { planCourseEntity, planEntity } from '../plans/plan-entity';
import { profileEntity } from '../profile/profile-entity';
import { settingsEntity } from '../account/settings-entity';
import { weeklyPlanEntity } from '../study/weekly-plan-entity';
import { syllabusEntity } from '../syllabi/syllabus-entity';
import { taskEntity } from '../tasks/task-entity';
import { chatExchangeEntity } from '../advisor/chat-exchange-entity';
import type { CollectionEntity, Entity } from './entity';

export const COLLECTIONS: readonly CollectionEntity[] = [bookmarkEntity, planEntity, planCourseEntity, weeklyPlanEntity, syllabusEntity, taskEntity, chatExchangeEntity];

export const ENTITIES: readonly Entity[] = [profileEntity, settingsEntity, ...COLLECTIONS];

export function entityNamed(name: string): Entity | undefined {
  return ENTITIES.find((entity) => entity.name === name);
}
