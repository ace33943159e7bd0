// Whether the ad under a creative's key was made already (issue 20 §5): what keeps a retried chunk or a killed worker
// from making a second ad. A chunk asks the platform once, as it starts, for all its keys on an account
// (AdPlatform.findMany) where one call per creative cost a round trip each. That answer goes stale only for a key that
// a creative of another chunk shares (variants of the same content are one ad): another chunk, perhaps on another
// worker, may make that ad while this one runs, so such a key is asked again right before its ad would be made, as
// every key was before. An ad the chunk made itself is remembered for its other creatives of the same key.
import type { CreativeState } from '../../domain/publishing';
import type { AdAccount, AdPlatform, PlatformAd } from '../../platforms/ad-platform';

const accountOf = (c: CreativeState) => `${c.nodeId}/${c.platform}`;
const keyOf = (c: CreativeState) => `${accountOf(c)}/${c.externalKey}`;

export interface AdLookup {
  /** The ad already made under the creative's key, or null. */
  find(platform: AdPlatform, on: AdAccount, c: CreativeState): Promise<PlatformAd | null>;
  /** The chunk made this ad for the creative. */
  made(c: CreativeState, ad: PlatformAd): void;
}

/** `waiting`: the chunk's creatives still to publish; `others`: those of the publish's other chunks still queued. */
export function adLookup(waiting: readonly CreativeState[], others: Iterable<CreativeState>): AdLookup {
  const mine = new Set(waiting.map(keyOf));
  // The external key alone first: a publish's other creatives are thousands, and few share one with this chunk.
  const externalKeys = new Set(waiting.map((c) => c.externalKey));
  const shared = new Set<string>();
  for (const c of others) if (externalKeys.has(c.externalKey) && mine.has(keyOf(c))) shared.add(keyOf(c));
  const made = new Map<string, PlatformAd>();
  const asked = new Map<string, Promise<Map<string, PlatformAd>>>();
  const askOnce = (platform: AdPlatform, on: AdAccount, account: string) => {
    let answer = asked.get(account);
    if (!answer) {
      const keys = new Set(waiting.filter((w) => accountOf(w) === account).map((w) => w.externalKey));
      asked.set(account, (answer = platform.findMany!(on, [...keys])));
    }
    return answer;
  };
  return {
    async find(platform, on, c) {
      const key = keyOf(c);
      const ours = made.get(key);
      if (ours) return ours;
      if (!platform.findMany || shared.has(key)) return platform.find(on, c.externalKey);
      return (await askOnce(platform, on, accountOf(c))).get(c.externalKey) ?? null;
    },
    made(c, ad) {
      made.set(keyOf(c), ad);
    },
  };
}
