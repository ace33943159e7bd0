// What GET /projections answers (projections/runner.ts status()).
import { Type } from '@sinclair/typebox';
import { Answer } from '../http/schemas';

export const ProjectionStatus = Answer(
  { name: Type.String(), checkpoint: Type.Integer(), headPosition: Type.Integer(), lag: Type.Integer({ description: 'events behind the head' }) },
  "A projection's checkpoint and lag",
);
