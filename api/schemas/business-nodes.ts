// What the partner tree routes answer (projections/business-tree/queries.ts).
import { Type } from 'typebox';
import { NODE_TYPES } from '../../domain/business-tree/events';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../http/schemas';

const nodeFields = {
  id: Id,
  partnerId: Id,
  parentId: Nullable(Id),
  name: Type.String(),
  type: OneOf(NODE_TYPES),
  marketId: Nullable(Id),
  marketName: Nullable(Type.String()),
  usersCount: Type.Integer(),
  createdAt: Timestamp,
};

export const BusinessNode = Answer({ ...nodeFields, _id: Id }, 'A business node');
/** The partner's nodes as a forest of top nodes, children sorted by name. */
export const BusinessTree = Type.Array(
  Type.Cyclic(
    { BusinessTreeNode: Answer({ ...nodeFields, children: Type.Array(Type.Ref('BusinessTreeNode')) }) },
    'BusinessTreeNode',
  ),
  { description: "The partner's tree" },
);
