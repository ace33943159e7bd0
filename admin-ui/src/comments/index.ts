export { CampaignComments } from './CampaignComments';
export { ConceptComments } from './ConceptComments';
export { CampaignCommentsButton, EntityCommentsButton, VariantCommentsButton } from './CommentsButton';
