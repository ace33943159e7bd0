import { describe, it } from 'vitest';
import type { AnalyzeViewEvent } from '../../domain/analyze-view/events';
import type { ConceptEvent } from '../../domain/concept/events';
import type { IntegrationEvent } from '../../domain/integration/events';
import type { PartnerEvent } from '../../domain/partner/events';
import type { RecordedEvent } from '../../domain/shared/events';
import type { TearsheetEvent } from '../../domain/tearsheet/events';
import type { UserEvent } from '../../domain/user/events';
import { auditProjection } from '../../projections/audit/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(auditProjection);
const ENTRIES = `SELECT entity_type, entity_id, event_type, actor_user_id, actor_role, partner_id, occurred_at, data
  FROM audit_entry ORDER BY position`;

/** The event as a manager of partner p1 made it. */
const byManager = (event: RecordedEvent): RecordedEvent => ({
  ...event,
  metadata: { ...event.metadata, actor: { userId: 'm1', role: 'MANAGER' }, partnerId: 'p1' },
});

describe('audit projection', () => {
  it('files an event under its entity with who, when and its data, and never a password hash', async () => {
    const user = stream<UserEvent>('User-u1');
    await spec.given([byManager(user('PasswordReset', { userId: 'u1', passwordHash: 'secret' }, 3))]).then(ENTRIES, [
      {
        entity_type: 'user',
        entity_id: 'u1',
        event_type: 'PasswordReset',
        actor_user_id: 'm1',
        actor_role: 'MANAGER',
        partner_id: 'p1',
        occurred_at: date(3),
        data: { userId: 'u1' },
      },
    ]);
  });

  it('files an event under its most specific entity: a concept event under the concept, not its partner', async () => {
    const concept = stream<ConceptEvent>('Concept-k1');
    const partner = stream<PartnerEvent>('Partner-p1');
    await spec
      .given([
        partner('PartnerCreated', { partnerId: 'p1', name: 'Acme', type: 'Client' }, 1),
        concept('ConceptArchived', { conceptId: 'k1' }, 2),
      ])
      .then('SELECT entity_type, entity_id, event_type FROM audit_entry ORDER BY position', [
        { entity_type: 'partner', entity_id: 'p1', event_type: 'PartnerCreated' },
        { entity_type: 'concept', entity_id: 'k1', event_type: 'ConceptArchived' },
      ]);
  });

  it("files a public link's opening under its campaign, without the token's hash of its creation", async () => {
    const tearsheet = stream<TearsheetEvent>('Tearsheet-t1');
    const on = { tearsheetId: 't1', campaignId: 'c1' };
    await spec
      .given([
        tearsheet(
          'TearsheetLinkCreated',
          { ...on, linkId: 'l1', tokenHash: 'h', expiresAt: null, by: 'm1', at: 'x' },
          1,
        ),
      ])
      .when([
        tearsheet(
          'TearsheetLinkOpened',
          { ...on, linkId: 'l1', as: 'pdf', address: '10.0.0.1', userAgent: null, at: 'y' },
          2,
        ),
      ])
      .then('SELECT entity_type, entity_id, actor_role, data FROM audit_entry ORDER BY position', [
        {
          entity_type: 'campaign',
          entity_id: 'c1',
          actor_role: 'SYSTEM',
          data: { ...on, linkId: 'l1', expiresAt: null, by: 'm1', at: 'x' },
        },
        {
          entity_type: 'campaign',
          entity_id: 'c1',
          actor_role: 'SYSTEM',
          data: { ...on, linkId: 'l1', as: 'pdf', address: '10.0.0.1', userAgent: null, at: 'y' },
        },
      ]);
  });

  it("keeps a sealed secret out of its entry: an integration's token, ciphertext though it is", async () => {
    const integrations = stream<IntegrationEvent>('NodeIntegrations-n1');
    const sealed = { iv: 'aXY=', ciphertext: 'Y2lwaGVy', tag: 'dGFn' };
    await spec
      .given([
        integrations('IntegrationTokenConnected', { partnerId: 'p1', nodeId: 'n1', token: 'facebookToken', sealed }, 1),
      ])
      .then('SELECT entity_type, entity_id, data FROM audit_entry', [
        {
          entity_type: 'businessNode',
          entity_id: 'n1',
          data: { partnerId: 'p1', nodeId: 'n1', token: 'facebookToken' },
        },
      ]);
  });

  it('keeps text as it was typed through the COPY its batch is written with: backslashes, tabs, line breaks', async () => {
    const name = 'Tab\there, line\nbreak\r\n, back\\slash \\N "quoted" \\. ünï ✓';
    const partnerId = 'p\t\\N';
    const partner = stream<PartnerEvent>(`Partner-${partnerId}`);
    await spec
      .given([partner('PartnerCreated', { partnerId, name, type: 'Client' }, 1)])
      .then('SELECT entity_id, partner_id, data FROM audit_entry', [
        { entity_id: partnerId, partner_id: null, data: { partnerId, name, type: 'Client' } },
      ]);
  });

  it('keeps no entry for an event that names none of its entities, and one entry per event of the rest', async () => {
    const view = stream<AnalyzeViewEvent>('AnalyzeView-v1');
    const user = stream<UserEvent>('User-u1');
    await spec
      .given([user('UserDeactivated', { userId: 'u1' }, 1)])
      .when([view('AnalyzeViewDeleted', { viewId: 'v1' }, 2), user('UserActivated', { userId: 'u1' }, 3)])
      .then('SELECT entity_id, event_type, occurred_at FROM audit_entry ORDER BY position', [
        { entity_id: 'u1', event_type: 'UserDeactivated', occurred_at: date(1) },
        { entity_id: 'u1', event_type: 'UserActivated', occurred_at: date(3) },
      ]);
  });
});
