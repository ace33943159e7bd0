// The ad-blocker warning (spec 1 §2.4). Ad blockers hide what looks like an ad and drop what looks like an ad call, and
// this product's pages are full of both (ad formats, their previews and thumbnails). So, once per page load, a bait
// element with class names the blockers' lists hide goes into the page off screen; if it is hidden or removed, the
// warning shows above the page until closed.
import { useEffect, useState } from 'react';
import { Alert, AlertTitle } from '@mui/material';

export const AD_BLOCKER_WARNING = {
  title: "It looks like you're using an Adblocker",
  text: 'Please disable it to continue on this site. Some functionality may not work',
} as const;

/** Class names that EasyList and its kin hide wherever they are. */
const BAIT_CLASSES = 'adsbox ad-banner textads banner-ads pub_300x250';
/** Blockers apply their style sheets as the page loads: the bait is judged a moment later. */
const JUDGE_AFTER_MS = 500;

function baitHidden(bait: HTMLElement): boolean {
  if (!bait.isConnected) return true;
  const style = window.getComputedStyle(bait);
  return bait.offsetHeight === 0 || style.display === 'none' || style.visibility === 'hidden';
}

function useAdBlocked(): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const bait = document.createElement('div');
    bait.className = BAIT_CLASSES;
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText = 'position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;';
    bait.innerHTML = '&nbsp;';
    document.body.appendChild(bait);
    const timer = window.setTimeout(() => {
      setBlocked(baitHidden(bait));
      bait.remove();
    }, JUDGE_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      bait.remove();
    };
  }, []);
  return blocked;
}

export const AdBlockerWarning = () => {
  const blocked = useAdBlocked();
  const [closed, setClosed] = useState(false);
  if (!blocked || closed) return null;
  return (
    <Alert severity="warning" onClose={() => setClosed(true)} sx={{ mb: 2 }} data-testid="ad-blocker-warning">
      <AlertTitle>{AD_BLOCKER_WARNING.title}</AlertTitle>
      {AD_BLOCKER_WARNING.text}
    </Alert>
  );
};
