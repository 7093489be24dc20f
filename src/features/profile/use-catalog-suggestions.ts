// College and degree suggestions for the profile form, from the course catalogue's universities and
// programs (downloaded when online, else what this device has). Free text stays allowed. (Onboarding has
// the same hook: a feature does not import another.)
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { activeUserData } from '../../data/active-user-data';

export interface CatalogSuggestions {
  colleges: string[];
  degrees: string[];
}

export function useCatalogSuggestions(): CatalogSuggestions {
  const { catalog } = activeUserData();
  useEffect(() => {
    if (!catalog.isOnline()) return;
    void catalog
      .refreshUniversities()
      .then(async () => Promise.all((await catalog.universities()).map((university) => catalog.refreshPrograms(university.id))))
      .catch(() => {}); // offline or failing: the cached names, or none, are suggested
  }, [catalog]);
  return (
    useLiveQuery(async () => {
      const universities = await catalog.universities();
      const programs = (await Promise.all(universities.map((university) => catalog.programs(university.id)))).flat();
      const degrees = programs.map((program) => `${program.degree} ${program.program_name}`.trim());
      return { colleges: [...new Set(universities.map((university) => university.name))].sort(), degrees: [...new Set(degrees)].sort() };
    }, [catalog]) ?? { colleges: [], degrees: [] }
  );
}
