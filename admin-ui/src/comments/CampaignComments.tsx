// What the campaign's page mounts once: the panel, in the context of the section shown (Personalize or Creatives),
// and the live refetch of the campaign's comments.
import type { PanelContext } from '../../../domain/comment';
import { CommentsPanel } from './CommentsPanel';
import { useCommentsLive } from './useComments';

export const CampaignComments = ({ campaignId, section }: { campaignId: string; section: string }) => {
  useCommentsLive({ campaignId });
  const context: PanelContext = section === 'creatives' ? 'Creatives' : 'Personalize';
  return <CommentsPanel topic={{ campaignId }} context={context} />;
};
