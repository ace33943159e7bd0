// Who may change which campaign settings (spec 2 §6): the MANAGER only the basic ones, the reviewer and the analyst
// none.
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ACCESS, maySendSettings } from '../../domain/campaign/access';
import { inGroup, ROLES } from '../../domain/roles';

describe('campaign settings by role', () => {
  it('lets every campaign creator change name and flight dates, and all but the MANAGER the markets', () => {
    const basic = ROLES.filter((role) => maySendSettings(role, { name: 'Winter', flightStart: '2027-01-01' }));
    const advanced = ROLES.filter((role) =>
      maySendSettings(role, { name: 'Winter', businessNodes: ['e00000000000000000000002'] }),
    );
    expect(basic).toEqual([
      'SUPER',
      'ADMIN',
      'SELF_SERVICE_ADMIN',
      'SELF_SERVICE_MANAGER',
      'SELF_SERVICE_REVIEWER',
      'MANAGER',
    ]);
    expect(advanced).toEqual(['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER']);
  });

  it('reads for everyone but the analyst; creates for everyone but the reviewer and the analyst; qa for admins and self-service', () => {
    expect(ROLES.filter((role) => !inGroup(role, CAMPAIGN_ACCESS.read))).toEqual(['ANALYST']);
    expect(ROLES.filter((role) => !inGroup(role, CAMPAIGN_ACCESS.edit))).toEqual(['REVIEWER', 'ANALYST']);
    expect(ROLES.filter((role) => inGroup(role, CAMPAIGN_ACCESS.qa))).toEqual([
      'SUPER',
      'ADMIN',
      'SELF_SERVICE_ADMIN',
      'SELF_SERVICE_MANAGER',
      'SELF_SERVICE_REVIEWER',
    ]);
  });
});
