import { assetsProjection } from './assets/projection';
import { approvalsProjection } from './approvals/projection';
import { auditProjection } from './audit/projection';
import { businessTreeProjection } from './business-tree/projection';
import { campaignsProjection } from './campaigns/projection';
import { conceptsProjection } from './concepts/projection';
import { partnersProjection } from './partners/projection';
import { personaliseProjection } from './personalise/projection';
import { storyboardsProjection } from './storyboards/projection';
import { templatesProjection } from './templates/projection';
import type { Projection } from './projection';
import { usersProjection } from './users/projection';
import { reviewsProjection } from './reviews/projection';
import { notificationsProjection } from './notifications/projection';
import { commentsProjection } from './comments/projection';
import { screenshotsProjection } from './screenshots/projection';
import { integrationsProjection } from './integrations/projection';
import { tearsheetsProjection } from './tearsheets/projection';
import { publishingProjection } from './publishing/projection';
import { reportingProjection } from './reporting/projection';
import { analyzeViewsProjection } from './analyze-views/projection';
import { ssoConfigsProjection } from './sso-configs/projection';
import { cloudStorageProjection } from './cloud-storage/projection';
import { nodeCloudStorageProjection } from './node-cloud-storage/projection';
import { exportsProjection } from './exports/projection';
import { customConversionsProjection } from './custom-conversions/projection';
import { audiencesProjection } from './audiences/projection';
import { assembliesProjection } from './assemblies/projection';
import { campaignAssetsProjection } from './campaign-assets/projection';
import { recommendationsProjection } from './recommendations/projection';

/** Every read model of the product, in no particular order: each keeps its own checkpoint. */
export const allProjections: Projection[] = [
  partnersProjection,
  usersProjection,
  businessTreeProjection,
  assetsProjection,
  conceptsProjection,
  campaignsProjection,
  storyboardsProjection,
  templatesProjection,
  personaliseProjection,
  reviewsProjection,
  notificationsProjection,
  approvalsProjection,
  commentsProjection,
  screenshotsProjection,
  tearsheetsProjection,
  integrationsProjection,
  publishingProjection,
  reportingProjection,
  analyzeViewsProjection,
  ssoConfigsProjection,
  cloudStorageProjection,
  nodeCloudStorageProjection,
  exportsProjection,
  customConversionsProjection,
  audiencesProjection,
  assembliesProjection,
  campaignAssetsProjection,
  recommendationsProjection,
  auditProjection,
];
