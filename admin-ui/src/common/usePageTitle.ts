import { useEffect } from 'react';

const TITLE_SUFFIX = 'Video & Display';

/** Page titles follow '{title} - Video & Display' (spec 1 §2.3). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} - ${TITLE_SUFFIX}`;
  }, [title]);
}
