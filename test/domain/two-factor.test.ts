// Two-factor sign-in in the domain (issue 22 §4): a user turns TOTP on once and off once; a partner's requirement
// changes only when it changes; recovery codes only while TOTP is on; which second step a right password leads to.
import { describe, expect, it } from 'vitest';
import { decidePartner, PartnerAggregate, type PartnerEvent } from '../../domain/partner';
import {
  decideUser,
  TOTP_ALREADY_ENABLED,
  TOTP_NOT_ENABLED,
  USER_NOT_FOUND,
  UserAggregate,
  type UserEvent,
} from '../../domain/user';
import { secondStepOf } from '../../api/auth/sign-in-challenge';
import { spec } from '../support/given-when-then';

const userId = 'u0000000000000000000000u';
const partnerId = 'p0000000000000000000000p';
const created: UserEvent = {
  type: 'InternalUserCreated',
  data: { userId, email: 'ada@example.com', name: 'Ada', role: 'ADMIN', passwordHash: 'hash' },
};
const enabled: UserEvent = { type: 'TotpEnabled', data: { userId } };
const disabled: UserEvent = { type: 'TotpDisabled', data: { userId } };

describe('a user turning TOTP on and off', () => {
  const given = spec(UserAggregate, decideUser).given;
  it('turns it on', () => given([created]).when({ type: 'EnableTotp' }).then([enabled]));
  it('refuses to turn it on twice', () =>
    given([created, enabled]).when({ type: 'EnableTotp' }).thenThrows(409, TOTP_ALREADY_ENABLED));
  it('turns it off', () => given([created, enabled]).when({ type: 'DisableTotp' }).then([disabled]));
  it('refuses to turn off what is off', () =>
    given([created, enabled, disabled]).when({ type: 'DisableTotp' }).thenThrows(409, TOTP_NOT_ENABLED));
  it('turns it on again after it was off', () =>
    given([created, enabled, disabled]).when({ type: 'EnableTotp' }).then([enabled]));
  it('refuses an unknown user', () => given([]).when({ type: 'EnableTotp' }).thenThrows(404, USER_NOT_FOUND));
});

describe("a user's TOTP recovery codes", () => {
  const given = spec(UserAggregate, decideUser).given;
  it('are issued and used while two-factor sign-in is on', () => {
    given([created, enabled])
      .when({ type: 'IssueTotpRecoveryCodes', count: 10 })
      .then([{ type: 'TotpRecoveryCodesIssued', data: { userId, count: 10 } }]);
    given([created, enabled])
      .when({ type: 'UseTotpRecoveryCode', remaining: 9 })
      .then([{ type: 'TotpRecoveryCodeUsed', data: { userId, remaining: 9 } }]);
  });
  it('are refused while it is off', () => {
    given([created]).when({ type: 'IssueTotpRecoveryCodes', count: 10 }).thenThrows(409, TOTP_NOT_ENABLED);
    given([created, enabled, disabled])
      .when({ type: 'UseTotpRecoveryCode', remaining: 0 })
      .thenThrows(409, TOTP_NOT_ENABLED);
  });
});

describe("a partner's two-factor requirement", () => {
  const given = spec(PartnerAggregate, decidePartner).given;
  const partner: PartnerEvent = { type: 'PartnerCreated', data: { partnerId, name: 'Northwind', type: 'Client' } };
  const changed = (required: boolean): PartnerEvent => ({
    type: 'PartnerTwoFactorRequirementChanged',
    data: { partnerId, required },
  });
  it('is off for a new partner, and turns on', () =>
    given([partner])
      .when({ type: 'SetTwoFactorRequired', required: true })
      .then([changed(true)]));
  it('records nothing when it does not change', () => {
    given([partner]).when({ type: 'SetTwoFactorRequired', required: false }).then([]);
    given([partner, changed(true)])
      .when({ type: 'SetTwoFactorRequired', required: true })
      .then([]);
  });
  it('turns off again', () =>
    given([partner, changed(true)])
      .when({ type: 'SetTwoFactorRequired', required: false })
      .then([changed(false)]));
});

describe('the step after a right password', () => {
  it('is a code when TOTP is on, whatever the partner requires', () => {
    expect(secondStepOf({ totpEnabled: true, twoFactorRequired: false })).toBe('code');
    expect(secondStepOf({ totpEnabled: true, twoFactorRequired: true })).toBe('code');
  });
  it('is an enrolment when the partner requires it and TOTP is off', () =>
    expect(secondStepOf({ totpEnabled: false, twoFactorRequired: true })).toBe('enrol'));
  it('is none otherwise: a session at once', () =>
    expect(secondStepOf({ totpEnabled: false, twoFactorRequired: false })).toBeNull());
});
