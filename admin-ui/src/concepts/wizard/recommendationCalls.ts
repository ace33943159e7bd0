// The recommendation calls the Assets step makes (spec 1 §7): the brief's recommendations, a thumbs up or down, and
// choosing one, which answers it as a brief asset of its category with origin 'recommendation'.
import type { AssetCategory } from '../../../../domain/asset/rules';
import type { ChosenBriefAsset, Suggestion } from '../../../../domain/recommendation/answers';
import type { RecommendationFeedback } from '../../../../domain/recommendation/events';
import type { RecommendationRequest } from '../../../../domain/recommendation/rules';
import { get, post, queryString } from '../../providers/requests';

const BASE = '/assets/single-files';
const list = (values: readonly string[]) => values.join(',');

export const briefRecommendations = (partnerId: string, request: RecommendationRequest, signal?: AbortSignal) =>
  get<Suggestion[]>(
    `${BASE}/brief/recommendations${queryString({
      partnerId,
      nodeIds: list(request.nodeIds),
      categories: list(request.categories),
      tags: list(request.tags),
      exclude: list(request.exclude),
    })}`,
    { signal },
  );

export const giveFeedback = (url: string, feedback: RecommendationFeedback) =>
  post(`${BASE}/recommendation/feedback`, { url, feedback });

export const chooseRecommendation = (partnerId: string, assetId: string, nodeIds: string[], type?: AssetCategory) =>
  post<ChosenBriefAsset[]>(`${BASE}/recommendation/create`, {
    assets: [{ _id: assetId, ...(type ? { type } : {}) }],
    nodeIds,
    ...(partnerId ? { partnerId } : {}),
  });
