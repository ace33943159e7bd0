// A tool chosen once per process and key (the settings the choice reads), logged when chosen; a failed choice is not
// kept, so the next caller tries again.
const chosen = new Map<string, Promise<unknown>>();

export function chosenOnce<T extends object>(
  key: string,
  choose: () => Promise<T>,
  log: (message: string, extra?: object) => void,
  ready: string,
): Promise<T> {
  let choice = chosen.get(key) as Promise<T> | undefined;
  if (!choice) {
    choice = choose().then((c) => {
      log(ready, c);
      return c;
    });
    choice.catch(() => chosen.delete(key));
    chosen.set(key, choice);
  }
  return choice;
}
