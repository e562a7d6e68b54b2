import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rememberDirectorySearch } from '../../../lib/directory/directory-store';
import {
  directoryQueryParams,
  parseDirectoryQuery,
  type DirectoryQuery,
} from '../utils/directory-query';

/**
 * Directory filters kept in the URL (`?city=&q=&category=&view=`) so a filtered view can be
 * shared and survives a reload. Typing updates local state at once and replaces the history
 * entry (no entry per keystroke). Navigations the page did not make itself — the header's
 * Browse Swag link, back/forward — are followed.
 */
export function useDirectoryQuery(): [DirectoryQuery, (patch: Partial<DirectoryQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const paramString = params.toString();
  const [query, setQuery] = useState(() => parseDirectoryQuery(params));
  const queryRef = useRef(query);
  const seen = useRef(paramString);
  // Query strings this hook wrote that the router has not delivered yet (it updates in a
  // transition, so several keystrokes can be in flight).
  const written = useRef<string[]>([]);

  useEffect(() => {
    rememberDirectorySearch(paramString ? `?${paramString}` : '');
    if (paramString === seen.current) return;
    seen.current = paramString;
    const index = written.current.indexOf(paramString);
    if (index !== -1) {
      written.current = written.current.slice(index + 1);
      return;
    }
    written.current = [];
    const next = parseDirectoryQuery(new URLSearchParams(paramString));
    queryRef.current = next;
    setQuery(next);
  }, [paramString]);

  const update = useCallback(
    (patch: Partial<DirectoryQuery>) => {
      const next = { ...queryRef.current, ...patch };
      queryRef.current = next;
      setQuery(next);
      const nextParams = directoryQueryParams(next);
      const nextString = nextParams.toString();
      if (nextString === (written.current.at(-1) ?? seen.current)) return;
      written.current.push(nextString);
      setParams(nextParams, { replace: true });
    },
    [setParams],
  );

  return [query, update];
}
