import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { rememberDirectorySearch } from '../../../lib/directory/directory-store';
import {
  directoryQueryParams,
  parseDirectoryQuery,
  type DirectoryQuery,
} from '../utils/directory-query';

/**
 * Typing pauses this long before the URL follows. A URL write is a router navigation that
 * re-renders the whole page around the directory, too slow to do on every keystroke.
 */
const URL_WRITE_DELAY_MS = 300;

/** `a=1&b=2` → `?a=1&b=2`; nothing → '' (plain /swag). */
const searchOf = (paramString: string) => (paramString ? `?${paramString}` : '');

/** One keystroke in a text filter (other changes are clicks and reach the URL at once). */
const isTyping = (patch: Partial<DirectoryQuery>) =>
  Object.keys(patch).length === 1 && ('city' in patch || 'search' in patch);

/**
 * Directory filters kept in the URL (`?city=&q=&category=&view=&within=`) so a filtered view can
 * be shared and survives a reload. Typing updates local state at once and replaces the history
 * entry once the visitor pauses (no entry per keystroke); a distance or 'Use my location' adds
 * an entry. Navigations the page did not make
 * itself — the header's Browse Swag link, back/forward — are followed.
 */
export type UpdateDirectoryQuery = (
  patch: Partial<DirectoryQuery>,
  options?: { historyEntry?: boolean },
) => void;

export function useDirectoryQuery(): [DirectoryQuery, UpdateDirectoryQuery] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const paramString = params.toString();
  const [query, setQuery] = useState(() => parseDirectoryQuery(params));
  const queryRef = useRef(query);
  const seen = useRef(paramString);
  // Query strings this hook wrote that the router has not delivered yet (it updates in a
  // transition, so several writes can be in flight).
  const written = useRef<string[]>([]);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    rememberDirectorySearch(searchOf(paramString));
    if (paramString === seen.current) return;
    seen.current = paramString;
    const index = written.current.indexOf(paramString);
    if (index !== -1) {
      written.current = written.current.slice(index + 1);
      return;
    }
    // Someone else navigated: their URL wins over typing not written yet.
    clearTimeout(pendingWrite.current);
    written.current = [];
    const next = parseDirectoryQuery(new URLSearchParams(paramString));
    queryRef.current = next;
    setQuery(next);
  }, [paramString]);

  useEffect(() => () => clearTimeout(pendingWrite.current), []);

  const writeUrl = useCallback(
    (push = false) => {
      // The visitor opened a listing before the pause ended: the directory is still mounted
      // while the next page loads, and writing now would navigate back to it.
      if (window.location.pathname !== pathname) return;
      const nextParams = directoryQueryParams(queryRef.current);
      const nextString = nextParams.toString();
      if (nextString === (written.current.at(-1) ?? seen.current)) return;
      written.current.push(nextString);
      setParams(nextParams, { replace: !push });
    },
    [pathname, setParams],
  );

  const update = useCallback(
    (patch: Partial<DirectoryQuery>, options: { historyEntry?: boolean } = {}) => {
      const next = { ...queryRef.current, ...patch };
      queryRef.current = next;
      setQuery(next);
      clearTimeout(pendingWrite.current);
      if (options.historyEntry || 'within' in patch) {
        // A distance or the visitor's own place is a step Back should undo.
        writeUrl(true);
        return;
      }
      if (!isTyping(patch)) {
        writeUrl();
        return;
      }
      // The detail page's back link returns to what is on screen, even before the URL has it.
      rememberDirectorySearch(searchOf(directoryQueryParams(next).toString()));
      pendingWrite.current = setTimeout(() => writeUrl(), URL_WRITE_DELAY_MS);
    },
    [writeUrl],
  );

  return [query, update];
}
