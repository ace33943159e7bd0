// What the user routes answer (projections/users/queries.ts).
import { Type } from 'typebox';
import { ROLES } from '../../domain/roles';
import { USER_STATUSES } from '../../domain/user/events';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../http/schemas';

const rowFields = {
  id: Id,
  email: Type.String(),
  name: Nullable(Type.String({ description: 'null until an invited user joins' })),
  role: OneOf(ROLES),
  status: OneOf(USER_STATUSES),
  partnerId: Nullable(Id),
  isConceptOnly: Type.Boolean(),
  invitationId: Nullable(Id),
  joinLink: Nullable(Type.String({ examples: ['/join/0123456789abcdef01234567'] })),
  businessNodes: Type.Array(Answer({ id: Id, name: Type.String() })),
  createdAt: Timestamp,
};

/** A row of the user lists. */
export const UserRow = Answer(rowFields, 'A user');
export const User = Answer({ ...rowFields, _id: Id }, 'A user');
export const Reinvited = Answer(
  { message: Type.String(), invitationId: Id, joinLink: Type.String() },
  'The new invitation',
);
