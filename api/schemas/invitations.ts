// What GET /invitations/{id} answers (the join page); accepting answers a StoredSession (./auth).
import { Type } from 'typebox';
import { ROLES } from '../../domain/roles';
import { Answer, Nullable, OneOf } from '../http/schemas';

export const Invitation = Answer(
  { email: Type.String(), role: OneOf(ROLES), partnerName: Nullable(Type.String()) },
  'An open invitation',
);
