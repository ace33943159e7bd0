import type { PartnerEvent } from '../../domain/partner';
import { perEvent, type Projection } from '../projection';
import { insertRow, touchRow, type RowValue } from '../row-writes';

/** A change of the partner's row (a row write: a batch folds a partner's changes into one statement). */
const change = (
  e: { data: { partnerId: string }; metadata: { occurredAt: string } },
  columns: Record<string, RowValue | undefined>,
) => touchRow('partner_list', { id: e.data.partnerId }, e, columns);

export const partnersProjection: Projection = {
  name: 'partners',
  tables: ['partner_list'],
  ...perEvent<PartnerEvent>({
    PartnerCreated: (e) =>
      insertRow(
        'partner_list',
        { id: e.data.partnerId },
        { name: e.data.name, type: e.data.type, created_at: e.metadata.occurredAt, updated_at: e.metadata.occurredAt },
      ),
    PartnerUpdated: (e) => change(e, { name: e.data.name, type: e.data.type }),
    PartnerArchived: (e) => change(e, { archived: true }),
    PartnerTwoFactorRequirementChanged: (e) => change(e, { two_factor_required: e.data.required }),
    PartnerUnarchived: (e) => change(e, { archived: false }),
  }),
};
