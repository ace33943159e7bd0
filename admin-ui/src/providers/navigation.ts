// Lets code outside React (the HTTP client) navigate inside the single-page app.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigateFn = fn;
}

export function goTo(path: string, replace = false): void {
  if (navigateFn) navigateFn(path, { replace });
  else window.location.assign(path);
}
