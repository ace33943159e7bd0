// What the demo's background steps share, after the sign-in lines are printed: a demo campaign found by its name, and
// polling the API until something it waits for has happened.
import { listQuery, sameName } from './api-client';
import { DEMO_CAMPAIGNS } from './campaign-data';
import { DEMO_CONCEPTS } from './concept-data';
import type { Seeding } from './ensure';

const POLL_MS = 2_000;

/** Reads until it answers something; throws "`step`: `what` took over N min" once `timeoutMs` has passed. */
export async function until<T>(
  step: string,
  what: string,
  timeoutMs: number,
  read: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${step}: ${what} took over ${timeoutMs / 60_000} min`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The demo campaign of this name, as the seed made it under its concept's partner. */
export async function demoCampaign(s: Seeding, name: string): Promise<{ id: string; name: string }> {
  const spec = DEMO_CAMPAIGNS.find((c) => c.name === name);
  const partnerName = DEMO_CONCEPTS.find((c) => c.name === spec?.concept)?.partner;
  if (!partnerName) throw new Error(`The demo names campaign ${name}, which it does not create`);
  const partner = (
    await s.api.get<{ id: string; name: string }[]>(`/partners/admin?${listQuery({ q: partnerName })}`)
  ).find((p) => sameName(p.name, partnerName));
  const campaign = partner
    ? (
        await s.api.get<{ id: string; name: string }[]>(`/campaigns?${listQuery({ partnerId: partner.id, q: name })}`)
      ).find((c) => sameName(c.name, name))
    : undefined;
  if (!campaign) throw new Error(`The demo's ${name} is missing: seed the demo first`);
  return campaign;
}
