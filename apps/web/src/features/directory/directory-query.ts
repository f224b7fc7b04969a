import {
  BATCH_MIN,
  batchMax,
  industries,
  openToOptions,
  type Industry,
  type OpenTo,
} from '@portal/contract';

/**
 * The directory's search and filters as the address bar keeps them (/directory?q=rahul&city=Pune),
 * so a search can be shared, bookmarked and gone back to. Read leniently: a value the API would
 * refuse (a batch of 3000, an industry not on the list) is dropped, not sent.
 */
export interface DirectoryFilters {
  q?: string;
  batch?: number;
  batchFrom?: number;
  batchTo?: number;
  city?: string;
  country?: string;
  industry?: Industry;
  skill?: string;
  openTo?: OpenTo;
}

export type FilterKey = Exclude<keyof DirectoryFilters, 'q'>;

/** In the order the active filters are shown and sent. */
export const filterKeys = [
  'batch',
  'batchFrom',
  'batchTo',
  'city',
  'country',
  'industry',
  'skill',
  'openTo',
] as const satisfies readonly FilterKey[];

const textMax = 100;

function readBatch(value: string | null): number | undefined {
  if (!value || !/^\d{4}$/.test(value.trim())) return undefined;
  const year = Number(value);
  return year >= BATCH_MIN && year <= batchMax() ? year : undefined;
}

function readText(value: string | null): string | undefined {
  const text = value?.trim().slice(0, textMax);
  return text ? text : undefined;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

export function filtersFromSearch(search: URLSearchParams): DirectoryFilters {
  const country = search.get('country')?.trim().toUpperCase();
  const filters: DirectoryFilters = {
    q: readText(search.get('q')),
    batch: readBatch(search.get('batch')),
    batchFrom: readBatch(search.get('batchFrom')),
    batchTo: readBatch(search.get('batchTo')),
    city: readText(search.get('city')),
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    industry: oneOf(industries, search.get('industry')),
    skill: readText(search.get('skill')),
    openTo: oneOf(openToOptions, search.get('openTo')),
  };
  // A range given backwards means the same years.
  if (filters.batchFrom && filters.batchTo && filters.batchFrom > filters.batchTo)
    [filters.batchFrom, filters.batchTo] = [filters.batchTo, filters.batchFrom];
  return withoutEmpty(filters);
}

function withoutEmpty(filters: DirectoryFilters): DirectoryFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as DirectoryFilters;
}

/** The filters as query parameters, empty ones left out, in a stable order. */
export function searchFromFilters(filters: DirectoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['q', ...filterKeys] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search;
}

/** GET /api/directory's query for one page: the filters, then where the last page ended. */
export function directoryApiQuery(
  filters: DirectoryFilters,
  page: { cursor?: string | null; limit?: number } = {},
): string {
  const search = searchFromFilters(filters);
  if (page.cursor) search.set('cursor', page.cursor);
  if (page.limit) search.set('limit', String(page.limit));
  return search.toString();
}

/** The filters with one of them changed; undefined or '' removes it. */
export function withFilter<K extends keyof DirectoryFilters>(
  filters: DirectoryFilters,
  key: K,
  value: DirectoryFilters[K] | '',
): DirectoryFilters {
  const next = { ...filters, [key]: value };
  // A single batch and a range do not combine: the newer choice wins.
  if ((key === 'batchFrom' || key === 'batchTo') && value) delete next.batch;
  if (key === 'batch' && value) {
    delete next.batchFrom;
    delete next.batchTo;
  }
  return withoutEmpty(next);
}

export const hasFilters = (filters: DirectoryFilters) => Object.keys(filters).length > 0;
