import { describe, it } from 'vitest';
import {
  decidePartner,
  INVALID_PARTNER_TYPE,
  PartnerAggregate,
  type CreatePartner,
  type PartnerEvent,
  type UpdatePartner,
} from '../../domain/partner';
import { MESSAGES } from '../../domain/shared/errors';
import { LEADING_SPACE, NAME_MAX_LENGTH, NAME_TOO_LONG, REQUIRED } from '../../domain/shared/validation';
import { spec } from '../support/given-when-then';
import { INVISIBLE_NAMES } from '../support/invisible-names';

const given = spec(PartnerAggregate, decidePartner).given;
const partnerId = 'a0000000000000000000000a';

const create = (fields: Partial<CreatePartner> = {}): CreatePartner => ({
  type: 'CreatePartner',
  partnerId,
  name: 'Northwind Beverages',
  partnerType: 'Client',
  nameTaken: false,
  ...fields,
});
const update = (fields: Partial<UpdatePartner> = {}): UpdatePartner => ({
  type: 'UpdatePartner',
  name: 'Northwind Beverages',
  partnerType: 'Client',
  nameTaken: false,
  ...fields,
});

const created: PartnerEvent = {
  type: 'PartnerCreated',
  data: { partnerId, name: 'Northwind Beverages', type: 'Client' },
};
const archived: PartnerEvent = { type: 'PartnerArchived', data: { partnerId } };
const unarchived: PartnerEvent = { type: 'PartnerUnarchived', data: { partnerId } };

describe('no partner yet', () => {
  describe('CreatePartner', () => {
    it('creates the partner', () => given([]).when(create()).then([created]));

    it.each(['Internal', 'Demo', 'Client'] as const)('accepts the type %s', (type) =>
      given([])
        .when(create({ partnerType: type }))
        .then([{ type: 'PartnerCreated', data: { partnerId, name: 'Northwind Beverages', type } }]),
    );

    it('keeps the name without its trailing spaces', () =>
      given([])
        .when(create({ name: 'Northwind Beverages  ' }))
        .then([created]));

    it("refuses a missing name: 'Required'", () =>
      given([])
        .when(create({ name: '' }))
        .thenThrows(400, REQUIRED));

    it("refuses a blank name: 'Required'", () =>
      given([])
        .when(create({ name: '   ' }))
        .thenThrows(400, REQUIRED));

    it.each(INVISIBLE_NAMES)("refuses a name of %s: 'Required'", (_, name) =>
      given([]).when(create({ name })).thenThrows(400, REQUIRED),
    );

    it('refuses a name starting with a space', () =>
      given([])
        .when(create({ name: ' Northwind' }))
        .thenThrows(400, LEADING_SPACE));

    it(`refuses a name longer than ${NAME_MAX_LENGTH} characters`, () =>
      given([])
        .when(create({ name: 'N'.repeat(NAME_MAX_LENGTH + 1) }))
        .thenThrows(400, NAME_TOO_LONG));

    it('refuses an unknown type', () =>
      given([])
        .when(create({ partnerType: 'Agency' }))
        .thenThrows(400, INVALID_PARTNER_TYPE));

    it("refuses a name another partner holds: 'Already exist'", () =>
      given([])
        .when(create({ nameTaken: true }))
        .thenThrows(409, MESSAGES.alreadyExist));
  });

  it("UpdatePartner: 'Partner not found'", () => given([]).when(update()).thenThrows(404, MESSAGES.partnerNotFound));

  it("SetPartnerArchived: 'Partner not found'", () =>
    given([]).when({ type: 'SetPartnerArchived', archived: true }).thenThrows(404, MESSAGES.partnerNotFound));
});

describe('an active partner', () => {
  it("CreatePartner again: 'Already exist'", () =>
    given([created]).when(create()).thenThrows(409, MESSAGES.alreadyExist));

  describe('UpdatePartner', () => {
    it('renames the partner', () =>
      given([created])
        .when(update({ name: 'Northwind Drinks' }))
        .then([{ type: 'PartnerUpdated', data: { partnerId, name: 'Northwind Drinks', type: 'Client' } }]));

    it('changes the type', () =>
      given([created])
        .when(update({ partnerType: 'Demo' }))
        .then([{ type: 'PartnerUpdated', data: { partnerId, name: 'Northwind Beverages', type: 'Demo' } }]));

    it('records nothing when nothing changes', () => given([created]).when(update()).then([]));

    it('records nothing when only trailing spaces differ', () =>
      given([created])
        .when(update({ name: 'Northwind Beverages ' }))
        .then([]));

    it("refuses a missing name: 'Required'", () =>
      given([created])
        .when(update({ name: '' }))
        .thenThrows(400, REQUIRED));

    it.each(INVISIBLE_NAMES)("refuses a name of %s: 'Required'", (_, name) =>
      given([created]).when(update({ name })).thenThrows(400, REQUIRED),
    );

    it('refuses a name starting with a space', () =>
      given([created])
        .when(update({ name: ' Northwind' }))
        .thenThrows(400, LEADING_SPACE));

    it('refuses an unknown type', () =>
      given([created])
        .when(update({ partnerType: 'client' }))
        .thenThrows(400, INVALID_PARTNER_TYPE));

    it("refuses a name another partner holds: 'Already exist'", () =>
      given([created])
        .when(update({ name: 'Contoso Retail', nameTaken: true }))
        .thenThrows(409, MESSAGES.alreadyExist));

    it('sees a later update', () =>
      given([created, { type: 'PartnerUpdated', data: { partnerId, name: 'Northwind Drinks', type: 'Client' } }])
        .when(update({ name: 'Northwind Drinks' }))
        .then([]));
  });

  describe('SetPartnerArchived', () => {
    it('archives the partner', () =>
      given([created]).when({ type: 'SetPartnerArchived', archived: true }).then([archived]));

    it('records nothing when unarchiving an active partner', () =>
      given([created]).when({ type: 'SetPartnerArchived', archived: false }).then([]));
  });
});

describe('an archived partner', () => {
  it('unarchives the partner', () =>
    given([created, archived]).when({ type: 'SetPartnerArchived', archived: false }).then([unarchived]));

  it('records nothing when archiving it again', () =>
    given([created, archived]).when({ type: 'SetPartnerArchived', archived: true }).then([]));

  it('may still be updated', () =>
    given([created, archived])
      .when(update({ name: 'Northwind Drinks' }))
      .then([{ type: 'PartnerUpdated', data: { partnerId, name: 'Northwind Drinks', type: 'Client' } }]));

  it('is archived again after an unarchive and an archive', () =>
    given([created, archived, unarchived]).when({ type: 'SetPartnerArchived', archived: true }).then([archived]));
});
