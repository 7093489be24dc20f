// College and degree suggestions, from the course catalogue this device has (refreshed when online).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { activeUserData } from '../../data/active-user-data';
import { noCatalogSuggestions, readCatalogSuggestions, refreshCatalogSuggestions, type CatalogSuggestions } from '../../data/catalog/catalog-suggestions';

export function useCatalogSuggestions(): CatalogSuggestions {
  const { catalog } = activeUserData();
  useEffect(() => void refreshCatalogSuggestions(catalog), [catalog]);
  return useLiveQuery(() => readCatalogSuggestions(catalog), [catalog]) ?? noCatalogSuggestions;
}
