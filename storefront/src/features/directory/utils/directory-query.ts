import {
  DEFAULT_DISTANCE_MILES,
  isCategory,
  isDistanceMiles,
  type DirectoryFilters,
  type DistanceMiles,
} from '@swagdrop/model';

export type DirectoryView = 'grid' | 'list';

export interface DirectoryQuery extends DirectoryFilters {
  view: DirectoryView;
  /** Miles around the city's place (docs/product-rules.md#places). */
  within: DistanceMiles;
}

export const DEFAULT_QUERY: DirectoryQuery = {
  city: '',
  search: '',
  category: '',
  view: 'grid',
  within: DEFAULT_DISTANCE_MILES,
};

/** Longest value accepted from a shared URL (longer text cannot match any listing field). */
const MAX_PARAM_LENGTH = 200;

/** `?city=&q=&category=&view=&within=` → filters; unknown or malformed values fall back to defaults. */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const category = params.get('category') ?? '';
  const within = Number(params.get('within'));
  return {
    city: (params.get('city') ?? '').slice(0, MAX_PARAM_LENGTH),
    search: (params.get('q') ?? '').slice(0, MAX_PARAM_LENGTH),
    category: isCategory(category) ? category : '',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    within: isDistanceMiles(within) ? within : DEFAULT_DISTANCE_MILES,
  };
}

/** Filters → query string params; defaults are left out so plain /swag stays plain. */
export function directoryQueryParams(query: DirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.city) params.set('city', query.city);
  if (query.search) params.set('q', query.search);
  if (query.category) params.set('category', query.category);
  if (query.view !== 'grid') params.set('view', query.view);
  if (query.within !== DEFAULT_DISTANCE_MILES) params.set('within', String(query.within));
  return params;
}
