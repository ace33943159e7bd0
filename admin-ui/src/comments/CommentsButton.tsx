// The comments button with the count of unresolved comments (spec 1 §2.4, spec 2 §2): on a variant's row, a
// storyboard or a template it counts that entity's, in the campaign's header the whole campaign's. It opens the panel
// about its entity.
import { Badge, IconButton, Tooltip } from '@mui/material';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import type { CommentedEntityType, CommentTopic } from '../../../domain/comment';
import { useCampaignSummary, useCommentCount } from './useComments';
import { usePanelParams } from './usePanelParams';

interface ButtonProps {
  entity: { id: string; type: CommentedEntityType; name: string };
  unresolved: number;
  size?: 'small' | 'medium';
}

const CommentsButton = ({ entity, unresolved, size = 'small' }: ButtonProps) => {
  const { openFor } = usePanelParams();
  const label = `Comments: ${entity.name}${unresolved ? ` (${unresolved} unresolved)` : ''}`;
  return (
    <Tooltip title={label}>
      <IconButton size={size} aria-label={label} onClick={() => openFor(entity)}>
        <Badge badgeContent={unresolved} color="primary" max={99}>
          <ChatBubbleOutline fontSize="small" />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};

/** About one entity of the campaign or concept (a variant, the Storyboards tab, a storyboard, a template). */
export const EntityCommentsButton = ({
  topic,
  entity,
  size,
}: Pick<ButtonProps, 'entity' | 'size'> & { topic: CommentTopic }) => {
  const count = useCommentCount(topic, entity.id);
  return <CommentsButton entity={entity} unresolved={count.data ?? 0} size={size} />;
};

export const VariantCommentsButton = ({
  campaignId,
  variant,
}: {
  campaignId: string;
  variant: { id: string; name: string };
}) => <EntityCommentsButton topic={{ campaignId }} entity={{ id: variant.id, type: 'variant', name: variant.name }} />;

/** The campaign's general comments; its badge counts every unresolved thread of the campaign. */
export const CampaignCommentsButton = ({ campaign }: { campaign: { id: string; name: string } }) => {
  const summary = useCampaignSummary(campaign.id);
  return (
    <CommentsButton
      entity={{ id: campaign.id, type: 'campaign', name: campaign.name }}
      unresolved={summary.data?.unresolved ?? 0}
      size="medium"
    />
  );
};
