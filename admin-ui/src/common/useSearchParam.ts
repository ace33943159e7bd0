// One query parameter of the URL as state: its value, and a setter that replaces the history entry (null drops it).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [name, setSearch],
  );
  return [search.get(name), set];
}
