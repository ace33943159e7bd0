import { useEffect, useRef, useState } from 'react';
import { useDebounced } from '../assets/useDebounced';

/** How long a table's search box waits for typing to settle before it writes the URL. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * A table's search box whose text lives in the URL: the box answers every keystroke, and `write` gets the trimmed
 * text once typing settles, when it differs from the URL's (`inUrl`). The latest `inUrl` and `write` are read from a
 * ref so that only a settled search, not a re-render, writes the URL.
 */
export function useSettledSearch(inUrl: string, write: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(inUrl);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS).trim();
  const latest = useRef({ inUrl, write });
  useEffect(() => {
    latest.current = { inUrl, write };
  });
  useEffect(() => {
    if (settled !== latest.current.inUrl) latest.current.write(settled);
  }, [settled]);
  return [text, setText];
}
