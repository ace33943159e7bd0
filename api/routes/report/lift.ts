// GET /report/lift/{campaignId} (ours; issue 21 §4): did personalising pay off? For each personalised tree of the
// campaign, each variant's CTR, CVR and ROAS against its fallback's on the same days and placements (domain/report
// lift.ts), with the 95% interval and a plain verdict, overall, per audience segment and on each schedule's days; a
// variant on a schedule says so. Anyone who may read the campaign reads it, analysts included (reporting is theirs).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopedCampaign } from '../../../commands/campaigns';
import { liftBySchedule, liftBySegment, liftOfVariants, VERDICT_TEXTS, type VariantLift } from '../../../domain/report';
import { LiftAnswer, type NamedVariantLift } from '../../../domain/report/reporter-answers';
import { campaignTreeVariants, liftCells, type TreeVariants } from '../../../projections/reporting/lift';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { Id, Params } from '../../http/schemas';

type Platform = LiftAnswer['trees'][number]['platform'];

/** The lifts in the tree's order of variants, each with its name, schedule and verdict in words. */
const named = (variants: TreeVariants['variants'], lifts: VariantLift[]): NamedVariantLift[] => {
  const place = (id: string) => {
    const index = variants.findIndex((v) => v.id === id);
    return index < 0 ? variants.length : index;
  };
  return [...lifts]
    .sort((a, b) => place(a.variantId) - place(b.variantId))
    .map((lift) => {
      const variant = variants.find((v) => v.id === lift.variantId);
      return {
        ...lift,
        name: variant?.name ?? null,
        scheduled: variant?.scheduled ?? false,
        verdictText: VERDICT_TEXTS[lift.verdict],
      };
    });
};

export const liftRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/report/lift/:campaignId',
      {
        config: { access: 'ALL' },
        schema: {
          tags: ['report'],
          params: Params({ campaignId: Id }),
          response: { 200: LiftAnswer, ...errors(403, 404) },
        },
      },
      async (request) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.campaignId, 'ALL');
        const [trees, cells] = await Promise.all([
          campaignTreeVariants(deps.pool, campaign.id),
          liftCells(deps.pool, campaign.id),
        ]);
        return {
          campaignId: campaign.id,
          trees: trees.map((tree) => {
            const fallback = tree.variants.find((v) => v.isFallback) ?? null;
            const treeCells = cells.get(tree.treeId) ?? [];
            return {
              treeId: tree.treeId,
              platform: tree.platform as Platform,
              fallback: fallback && { variantId: fallback.id, name: fallback.name },
              variants: fallback ? named(tree.variants, liftOfVariants(treeCells, fallback.id)) : [],
              segments: fallback
                ? liftBySegment(treeCells, fallback.id).map((s) => ({
                    segment: s.segment,
                    variants: named(tree.variants, s.variants),
                  }))
                : [],
              schedules: fallback
                ? liftBySchedule(treeCells, tree.schedules, fallback.id).map((s) => ({
                    schedule: s.schedule,
                    variants: named(tree.variants, s.variants),
                  }))
                : [],
            };
          }),
        };
      },
    );
  };
