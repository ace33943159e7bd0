// What a projection's health looks like to the API and the admin screen (projections/runner.ts status()).

/** An event the projection could not apply ('failed'), or a later event of its stream waiting behind it ('held'). */
export interface ParkedEvent {
  projection: string;
  position: number;
  streamId: string;
  revision: number;
  type: string;
  reason: 'failed' | 'held';
  /** Why it could not be applied; null for a held event. */
  error: string | null;
  attempts: number;
  firstSeen: string;
  lastTried: string;
}

export interface ProjectionStatus {
  name: string;
  checkpoint: number;
  headPosition: number;
  lag: number;
  /** 'failing': its current batch fails and is being retried; 'holding': some streams wait behind parked events. */
  state: 'running' | 'failing' | 'holding';
  /** Events it could not apply, and events held behind them. */
  parked: number;
  held: number;
  /** The events it could not apply, oldest first (at most 100). */
  parkedEvents: ParkedEvent[];
}

/** A projection that cannot show everything now (GET /health). */
export interface ProjectionTrouble {
  name: string;
  state: 'failing' | 'holding';
  parked: number;
  held: number;
}
