// The screen's notices that carry more than a line (spec 2 §8): the 'Please check:' list of a refused turn-on,
// 'Activation failed' with its errors, the pending 'Updating creatives' with its progress badge. One at a time; a new
// one replaces it.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Chip, Snackbar } from '@mui/material';
import { progressCount } from './texts';

export interface Notice {
  severity: 'success' | 'info' | 'warning' | 'error';
  title: string;
  /** How many things are in progress: the progress badge beside the title. */
  count?: number;
  /** A line under the title ('Please check:'), then the items. */
  header?: string;
  items?: string[];
  footer?: string;
  /** Null keeps it until closed or replaced. */
  durationMs: number | null;
}

const NoticeContext = createContext<(notice: Notice | null) => void>(() => undefined);
export const useTreeNotice = () => useContext(NoticeContext);

export const TreeNoticeProvider = ({ children }: { children: ReactNode }) => {
  const [notice, setNotice] = useState<(Notice & { key: number }) | null>(null);
  const show = useCallback((next: Notice | null) => setNotice(next && { ...next, key: Date.now() }), []);
  return (
    <NoticeContext.Provider value={show}>
      {children}
      <Snackbar
        key={notice?.key}
        open={!!notice}
        autoHideDuration={notice?.durationMs ?? null}
        onClose={(_, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert
            severity={notice.severity}
            variant="filled"
            onClose={() => setNotice(null)}
            data-testid="tree-notice"
            sx={{ minWidth: 360 }}
          >
            <AlertTitle>
              {notice.title}
              {notice.count !== undefined && (
                <Chip
                  size="small"
                  label={progressCount(notice.count)}
                  title={`${notice.count}`}
                  data-testid="progress-badge"
                  sx={{ ml: 1, bgcolor: 'rgba(255, 255, 255, 0.25)', color: 'inherit' }}
                />
              )}
            </AlertTitle>
            {notice.header && <Box>{notice.header}</Box>}
            {notice.items && notice.items.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {notice.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Box>
            )}
            {notice.footer && <Box sx={{ mt: 0.5 }}>{notice.footer}</Box>}
          </Alert>
        ) : (
          <span />
        )}
      </Snackbar>
    </NoticeContext.Provider>
  );
};
