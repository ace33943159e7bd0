// The builder's settings kept in the URL (reportUrl.ts): they start as the URL names them over the report opened, and
// each change replaces the URL's query rather than pushing a history entry (typing a name is one change a key). The
// settings live in the component too, so typing stays as quick as a plain input; a query the builder did not write
// itself (a link followed, the history, the page opened) is read again, and rewritten without what it cannot hold or
// what the report opened already has (a saved report just updated).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnalyzeViewSettings } from '../../../domain/analyze-view/answers';
import { settingsFromUrl, urlOfSettings } from './reportUrl';

export function useSettingsInUrl(opened: AnalyzeViewSettings) {
  const [search, setSearch] = useSearchParams();
  const [settings, setSettings] = useState(() => settingsFromUrl(opened, search));
  // Every query written since the last one read: the location may trail a quick typist by a few keys.
  const written = useRef(new Set<string>());
  const query = search.toString();

  const write = useCallback(
    (next: AnalyzeViewSettings) =>
      setSearch(
        (current) => {
          const url = urlOfSettings(opened, next, current);
          written.current.add(url.toString());
          return url;
        },
        { replace: true },
      ),
    [opened, setSearch],
  );

  useEffect(() => {
    if (written.current.has(query)) return;
    written.current.clear();
    const read = settingsFromUrl(opened, new URLSearchParams(query));
    setSettings(read);
    if (urlOfSettings(opened, read, new URLSearchParams(query)).toString() !== query) write(read);
  }, [opened, query, write]);

  const change = useCallback(
    (next: AnalyzeViewSettings) => {
      setSettings(next);
      write(next);
    },
    [write],
  );
  return [settings, change] as const;
}
