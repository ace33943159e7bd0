// Session expiry (spec 1 §4, §9): the cookie lives sessionMaxAgeMs after the last API call. A warning with
// a countdown appears (countdown + 5) s before expiry; confirming calls GET /auth/current-user, which slides
// the session; otherwise the user is logged out 1 s after the countdown reaches zero.
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useLastActivity } from '../auth/activity';
import { SESSION_TIMINGS as t } from '../auth/timings';
import { useAppLogout } from '../auth/useAppLogout';
import { WhyDisabled } from '../common/WhyDisabled';
import type { VariaDataProvider } from '../providers/dataProvider';

function expiryMoments(lastActivity: number) {
  const expiresAt = lastActivity + t.sessionMaxAgeMs;
  const warnAt = expiresAt - (t.countdownSeconds + t.warningLeadSeconds) * 1000;
  const zeroAt = warnAt + t.countdownSeconds * 1000;
  return { expiresAt, warnAt, zeroAt, logoutAt: zeroAt + t.logoutDelayMs };
}

function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export const SessionExpiryDialog = () => {
  const last = useLastActivity();
  const { warnAt, zeroAt, logoutAt } = expiryMoments(last);
  const [now, setNow] = useState(() => Date.now());
  const [confirming, setConfirming] = useState(false);
  const logout = useAppLogout();
  const dataProvider = useDataProvider<VariaDataProvider>();
  const loggedOut = useRef(false);

  // Sleep until the warning is due, then tick while it shows.
  const warning = now >= warnAt;
  useEffect(() => {
    if (!warning) {
      const timer = setTimeout(() => setNow(Math.max(Date.now(), warnAt)), Math.max(0, warnAt - Date.now()));
      return () => clearTimeout(timer);
    }
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [warnAt, warning]);

  useEffect(() => {
    if (now >= logoutAt && !loggedOut.current) {
      loggedOut.current = true;
      void logout({ returnHere: true });
    }
  }, [now, logoutAt, logout]);

  const open = now >= warnAt && now < logoutAt;
  const remaining = Math.max(0, Math.ceil((zeroAt - now) / 1000));

  const stay = async () => {
    setConfirming(true);
    try {
      await dataProvider.currentUser();
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Dialog open={open} aria-labelledby="session-expiry-title" data-testid="session-expiry-dialog">
      <DialogTitle id="session-expiry-title">Your session is about to expire</DialogTitle>
      <DialogContent>
        <DialogContentText>
          For your security you will be logged out in{' '}
          <strong data-testid="session-countdown">{formatSeconds(remaining)}</strong>. Do you want to stay signed in?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout()} color="inherit">
          Log Out
        </Button>
        <WhyDisabled reason={confirming && 'Keeping your session'}>
          <Button onClick={() => void stay()} variant="contained" disabled={confirming} autoFocus>
            Stay signed in
          </Button>
        </WhyDisabled>
      </DialogActions>
    </Dialog>
  );
};
