export { CampaignComments } from './CampaignComments';
export { CampaignCommentsButton, VariantCommentsButton } from './CommentsButton';
