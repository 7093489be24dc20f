// Every synced entity this server has, parents before their children (a plan before its courses, a
// syllabus before its tasks), in the order of the shared definitions (src/lib/entities/synced-collections.ts).
// The single routes, the batch and the change feed all work from this list; the entities that need the
// server's configuration (the advisor's) are made here with it.
import { settingsEntity } from './account/settings-entity';
import { chatExchangeEntity } from './advisor/chat-exchange-entity';
import type { ChatSettings } from './advisor/chat-service';
import { bookmarkEntity } from './bookmarks/bookmark-entity';
import { planCourseEntity, planEntity } from './plans/plan-entity';
import { profileEntity } from './profile/profile-entity';
import { classMeetingEntity } from './timetable/class-meeting-entity';
import { weeklyPlanEntity } from './study/weekly-plan-entity';
import { syllabusEntity } from './syllabi/syllabus-entity';
import { taskEntity } from './tasks/task-entity';
import { syncedEntities, type SyncedEntities } from './sync/entity';

export function serverEntities({ advisor = {} }: { advisor?: ChatSettings } = {}): SyncedEntities {
  return syncedEntities(
    [profileEntity, settingsEntity],
    [bookmarkEntity, planEntity, planCourseEntity, syllabusEntity, taskEntity, weeklyPlanEntity, chatExchangeEntity(advisor), classMeetingEntity],
  );
}
