// A value kept in localStorage that components follow: changes in this tab announce themselves with
// `event`; changes in other tabs arrive as 'storage' events.
export function storageSubscriber(event: string) {
  return (onChange: () => void): (() => void) => {
    window.addEventListener(event, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(event, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
}
