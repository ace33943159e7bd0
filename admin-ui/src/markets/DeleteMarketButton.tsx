// DELETE /markets/delete/{partnerId}/{id}, after a confirmation. Disabled while business nodes use the
// market (blockedToDelete); the server answers 409 'Delete failed, entity in use' anyway.
import { useRecordContext } from 'react-admin';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { DELETE } from '../common/verbs';
import type { Market } from '../providers/types';

const MARKET_IN_USE_TOOLTIP = 'This market is used by business nodes and cannot be deleted';

export const DeleteMarketButton = () => {
  const market = useRecordContext<Market>();
  if (!market) return null;
  return (
    <ConfirmCommandButton
      command="deleteMarket"
      params={{ partnerId: market.partnerId, id: market.id }}
      verb={DELETE}
      disabledReason={market.blockedToDelete ? MARKET_IN_USE_TOOLTIP : null}
      entity="Market"
      subject={market.name}
      content="The market will be removed from this partner."
    />
  );
};
