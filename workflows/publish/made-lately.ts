// The ads a worker made while a chunk's look-up could not have seen them (issue 20 §5). A chunk looks its keys up
// once, as it starts (AdPlatform.findMany); an ad another chunk of this worker makes after that, under a key this
// chunk holds too (variants of the same content share one ad), is found here rather than made a second time. An ad
// is kept only while a chunk that began before it was made still runs.
import type { PlatformAd } from '../../platforms/ad-platform';

export class MadeLately {
  /** Counts every chunk's start and every ad made, so each knows which came first. */
  private clock = 0;
  /** The start of each chunk still running. */
  private readonly running = new Set<number>();
  private readonly made = new Map<string, { ad: PlatformAd; at: number }>();

  /** A chunk begins its look-up; answers its end, after which what only it could have missed is forgotten. */
  begin(): () => void {
    const start = ++this.clock;
    this.running.add(start);
    return () => {
      this.running.delete(start);
      const oldest = Math.min(...this.running);
      for (const [key, { at }] of this.made) if (at < oldest) this.made.delete(key);
    };
  }

  add(key: string, ad: PlatformAd): void {
    if (this.running.size > 0) this.made.set(key, { ad, at: ++this.clock });
  }

  get(key: string): PlatformAd | null {
    return this.made.get(key)?.ad ?? null;
  }
}
