// A campaign's lift of personalisation (GET /report/lift/{campaignId}).
import { useQuery } from '@tanstack/react-query';
import type { LiftAnswer } from '../../../domain/report/reporter-answers';
import { enc, get } from '../providers/requests';

export const useLift = (campaignId: string | undefined) =>
  useQuery({
    queryKey: ['report-lift', campaignId],
    queryFn: ({ signal }) => get<LiftAnswer>(`/report/lift/${enc(campaignId!)}`, { signal }),
    enabled: !!campaignId,
  });
