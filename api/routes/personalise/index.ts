import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps';
import { approvalRoutes } from '../campaigns/approvals';
import { activationRoutes } from './activation';
import { elementRoutes } from './elements';
import { feedScheduleRoutes } from './feed-schedule';
import { variantPreviewRoutes } from './preview';
import { signalImportRoutes } from './signal-imports';
import { signalRoutes } from './signals';
import { treeRoutes } from './trees';
import { variantReadRoutes } from './variants-read';
import { variantWriteRoutes } from './variants-write';

/** Personalisation (spec 2 §7 "Personalize reads/writes", "Creatives"), under /campaigns/{campaignId}/personalize. */
export const personaliseRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(treeRoutes(deps));
    await app.register(variantReadRoutes(deps));
    await app.register(variantWriteRoutes(deps));
    await app.register(activationRoutes(deps));
    await app.register(elementRoutes(deps));
    await app.register(signalRoutes(deps));
    await app.register(signalImportRoutes(deps));
    await app.register(approvalRoutes(deps));
    await app.register(variantPreviewRoutes(deps));
    await app.register(feedScheduleRoutes(deps));
  };
