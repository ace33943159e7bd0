// What GET /health answers, 200 when everything answers, 503 when something does not.
import { Type } from 'typebox';
import { ProjectionTrouble } from '../../domain/shared/answers';
import { Answer } from '../http/schemas';

export const Health = Answer(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    version: Type.String(),
    eventStore: Answer({ kind: Type.String(), ok: Type.Boolean() }),
    database: Answer({ kind: Type.String(), embedded: Type.Boolean(), ok: Type.Boolean() }),
    workflowEngine: Answer({
      kind: Type.String(),
      uiUrl: Type.Union([Type.String(), Type.Null()], {
        description: 'The local Temporal server’s Web UI; null for a cluster',
      }),
      ok: Type.Boolean(),
    }),
    blobStore: Answer({ kind: Type.String() }),
    projections: Type.Array(ProjectionTrouble, {
      description: 'The projections that cannot show everything: failing now, or holding streams behind parked events',
    }),
  },
  'Which event store, database, workflow engine and blob store are in use, whether each answers, and which projections cannot show everything (degraded, answered 200: the product serves)',
);
