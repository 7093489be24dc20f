// College and degree names to suggest where a student types them (onboarding, My Profile): every
// university and program this device has from the course catalogue. Free text stays allowed elsewhere: a
// student's college may not be in the catalogue.
import type { CatalogCache } from './catalog-cache';

export interface CatalogSuggestions {
  colleges: string[];
  degrees: string[];
}

export const noCatalogSuggestions: CatalogSuggestions = { colleges: [], degrees: [] };

/** What this device holds, sorted and without repeats ("BS Computer Science"). */
export async function readCatalogSuggestions(catalog: CatalogCache): Promise<CatalogSuggestions> {
  const universities = await catalog.universities();
  const programs = (await Promise.all(universities.map((university) => catalog.programs(university.id)))).flat();
  const degrees = programs.map((program) => `${program.degree} ${program.program_name}`.trim());
  return { colleges: [...new Set(universities.map((university) => university.name))].sort(), degrees: [...new Set(degrees)].sort() };
}

/** Downloads every university and its programs when online; offline or failing, the cached names stay. */
export async function refreshCatalogSuggestions(catalog: CatalogCache): Promise<void> {
  if (!catalog.isOnline()) return;
  try {
    await catalog.refreshUniversities();
    await Promise.all((await catalog.universities()).map((university) => catalog.refreshPrograms(university.id)));
  } catch {
    // the cached names, or none, are suggested
  }
}
