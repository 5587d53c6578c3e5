import { useSearch } from 'wouter';

/** The page address's query parameters (`?ac=…&email=…`). */
export function useQueryParams(): URLSearchParams {
  return new URLSearchParams(useSearch());
}
