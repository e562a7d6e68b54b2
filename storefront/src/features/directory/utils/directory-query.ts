import { isCategory, type DirectoryFilters } from '@swagdrop/model';

export type DirectoryView = 'grid' | 'list';

export interface DirectoryQuery extends DirectoryFilters {
  view: DirectoryView;
}

export const DEFAULT_QUERY: DirectoryQuery = { city: '', search: '', category: '', view: 'grid' };

/** Longest value accepted from a shared URL (longer text cannot match any listing field). */
const MAX_PARAM_LENGTH = 200;

/** `?city=&q=&category=&view=` → filters; unknown or malformed values fall back to defaults. */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const category = params.get('category') ?? '';
  return {
    city: (params.get('city') ?? '').slice(0, MAX_PARAM_LENGTH),
    search: (params.get('q') ?? '').slice(0, MAX_PARAM_LENGTH),
    category: isCategory(category) ? category : '',
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Filters → query string params; defaults are left out so plain /swag stays plain. */
export function directoryQueryParams(query: DirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.city) params.set('city', query.city);
  if (query.search) params.set('q', query.search);
  if (query.category) params.set('category', query.category);
  if (query.view !== 'grid') params.set('view', query.view);
  return params;
}
