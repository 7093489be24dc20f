// The data layer's modules, imported on demand: visitors of the public pages never download Dexie. A
// returning student's start asks for them early (src/app/signed-in-start.ts); the provider then finds them loaded.
export const loadUserDataModules = () =>
  Promise.all([import('../../data/user-data'), import('../../data/active-user-data'), import('../../data/announcements/announcement-notifications')]);
