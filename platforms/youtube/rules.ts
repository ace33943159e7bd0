// What YouTube's errors mean, for its Data API (publishing) and its Analytics (delivery) alike.
import type { GoogleApiRules } from '../google/api';

export const YOUTUBE_RULES: GoogleApiRules = {
  name: 'YouTube',
  channel: 'YouTube',
  reasons: { quotaExceeded: 'quota', uploadLimitExceeded: 'quota', rateLimitExceeded: 'throttled' },
};
