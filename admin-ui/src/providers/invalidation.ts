// What each write changes on screen. react-admin refreshes only the record it wrote, and custom methods
// refresh nothing (DESIGN §9), so once a write succeeds the data provider refetches the queries under the
// roots this map names for it: react-admin's resources, and the custom queries' keys.
import type { CommandName, CrudWrite, Resource } from './adapters';
import { queryClient } from './queryClient';

/** The first element of every query key the UI uses. */
type QueryRoot =
  | Resource
  | 'partner-options'
  | 'business-tree'
  | 'node-subscribers'
  | 'node-migration'
  | 'asset-library'
  | 'asset-children'
  | 'asset-formats'
  | 'concept-templates'
  | 'template-versions'
  | 'concept-storyboards'
  | 'personalise'
  | 'comments'
  | 'notifications'
  | 'approval-requests'
  | 'render-queue'
  | 'tearsheets'
  | 'audiences'
  | 'assemblies';

/** A change seen on the live channel rather than in a command's answer: an upload or a crop has finished; or seen by
 * polling: a node's migration has finished. */
type LiveChange = 'uploadFinished' | 'templateRendered' | 'nodeMigrated';

export type Change = CommandName | CrudWrite | LiveChange;

const PARTNERS: QueryRoot[] = ['partners', 'partner-options'];
const USERS: QueryRoot[] = ['partner-users', 'node-users'];
/** Who is on which node: the user lists, and the tree and partner list count them. */
const MEMBERSHIP: QueryRoot[] = [...USERS, 'business-tree', 'partners'];
const ASSETS: QueryRoot[] = ['assets', 'asset-library', 'asset-children'];
/** A concept's answer carries its templates. */
const TEMPLATES: QueryRoot[] = ['concept-templates', 'template-versions', 'concepts'];
const STORYBOARDS: QueryRoot[] = ['concept-storyboards'];
const PERSONALISE: QueryRoot[] = ['personalise', 'campaigns'];
/** A render request moves the queue and the rows' render states. */
const SCREENSHOTS: QueryRoot[] = ['render-queue', 'personalise'];
/** Partners count their active campaigns, concepts list theirs; a template in a campaign is in use. */
const CAMPAIGNS: QueryRoot[] = ['campaigns', 'partners', 'concepts', 'concept-templates'];

const INVALIDATES = {
  'partners.create': PARTNERS,
  'partners.update': PARTNERS,
  archivePartner: PARTNERS,

  'internal-users.create': ['internal-users'],
  'internal-users.update': ['internal-users'],

  'partner-users.update': USERS,
  invite: MEMBERSHIP,
  reinvite: USERS,
  addUserNodes: MEMBERSHIP,
  removeUserNodes: MEMBERSHIP,
  moveUserToPartner: MEMBERSHIP,
  deactivate: USERS,
  activate: USERS,
  // Joining signs the user in, and the join page drops the whole cache.
  acceptInvitation: [],

  // Nodes show their market, markets count their nodes, users show their nodes' names.
  createNode: ['business-tree', 'markets'],
  renameNode: ['business-tree', ...USERS],
  deleteNode: ['business-tree', 'markets'],
  setNodeSubscribers: ['node-subscribers'],
  // The migration runs on: its progress is polled, and what it moved is refreshed once it has finished.
  migrateNode: ['node-migration'],
  // Not 'node-migration': the poll that saw the end would start again.
  nodeMigrated: [...MEMBERSHIP, ...CAMPAIGNS, ...ASSETS, 'node-subscribers'],
  'markets.create': ['markets'],
  'markets.update': ['markets', 'business-tree'],
  deleteMarket: ['markets'],

  changeAsset: ASSETS,
  changeAssets: ASSETS,
  archiveAsset: ASSETS,
  setAssetNodes: ['assets', 'asset-library'],
  // Crops and links are uploads: accepted now, in the library once finished.
  cropAsset: [],
  // A file beside the asset, not part of its record.
  removeImageBackground: [],
  uploadFromUrl: [],
  uploadFinished: [...ASSETS, 'asset-formats'],

  // A concept's own queries sit under 'concepts' too (its campaigns).
  changeConceptStatus: ['concepts'],
  archiveConcept: ['concepts'],
  changeConceptSettings: ['concepts'],

  uploadTemplate: TEMPLATES,
  approveTemplate: TEMPLATES,
  unapproveTemplate: TEMPLATES,
  archiveGeneration: TEMPLATES,
  deleteTemplate: TEMPLATES,
  editTemplateCode: TEMPLATES,
  editTemplate: TEMPLATES,
  resizeTemplate: TEMPLATES,
  changeTemplateDetails: TEMPLATES,
  setTemplateBusinessNodes: TEMPLATES,
  // An unsaved preview changes nothing anyone lists.
  previewTemplateCode: [],
  templateRendered: TEMPLATES,

  createStoryboard: STORYBOARDS,
  changeStoryboard: STORYBOARDS,
  importStoryboard: STORYBOARDS,
  uploadStoryboardVersion: STORYBOARDS,
  reorderStoryboards: STORYBOARDS,
  approveStoryboard: STORYBOARDS,
  deleteStoryboardVersion: STORYBOARDS,
  deleteStoryboard: STORYBOARDS,

  createCampaign: CAMPAIGNS,
  changeCampaignSettings: CAMPAIGNS,
  lockCampaign: CAMPAIGNS,
  archiveCampaign: CAMPAIGNS,
  deleteCampaign: CAMPAIGNS,

  // Every query of a personalise tree sits under 'personalise'; the campaign list counts variants.
  createVariant: PERSONALISE,
  cloneVariant: PERSONALISE,
  renameVariant: PERSONALISE,
  setFallbackVariant: PERSONALISE,
  archiveVariant: PERSONALISE,
  archiveFormat: PERSONALISE,
  activateVariant: PERSONALISE,
  bulkActivate: PERSONALISE,
  bulkDeactivate: PERSONALISE,
  setDynamicElements: PERSONALISE,
  addCarouselCard: PERSONALISE,
  removeCarouselCard: PERSONALISE,
  createSignal: PERSONALISE,
  changeSignal: PERSONALISE,
  deleteSignal: PERSONALISE,
  setFormatSignals: PERSONALISE,
  uploadSignals: PERSONALISE,
  uploadFacebookSegments: PERSONALISE,
  importLineItems: PERSONALISE,
  importAdSets: PERSONALISE,
  changeCreativeApprovals: PERSONALISE,
  readNotification: ['notifications'],
  readAllNotifications: ['notifications'],
  requestApproval: ['approval-requests', 'campaigns'],
  withdrawApprovalRequest: ['approval-requests', 'campaigns'],
  postComment: ['comments'],
  resolveComment: ['comments'],
  deleteComment: ['comments'],
  attachToComment: ['comments'],
  makeScreenshots: SCREENSHOTS,
  renderFormats: SCREENSHOTS,
  cancelRenders: SCREENSHOTS,
  cancelVariationRender: SCREENSHOTS,
  restartVariationRender: SCREENSHOTS,
  createPdf: ['tearsheets'],
  shareTearsheet: ['tearsheets'],
  revokeTearsheetLink: ['tearsheets'],
  'custom-conversions.create': ['custom-conversions'],
  'custom-conversions.update': ['custom-conversions'],
  deleteCustomConversion: ['custom-conversions'],
  createAudience: ['audiences'],
  updateAudience: ['audiences'],
  deleteAudience: ['audiences'],
  deleteAllAudiences: ['audiences'],
  importAudiences: ['audiences'],
  importAssembly: ['assemblies'],
  deleteAssembly: ['assemblies'],
  deleteAllAssemblies: ['assemblies'],
  // Its variations land in the trees as the workflow makes them; the tab polls its progress.
  generateVariations: ['assemblies', 'personalise'],
} satisfies Record<Change, readonly QueryRoot[]>;

/** Refetch what a change affects; every write appends events, so the audit trails too. */
export function refresh(change: Change): void {
  for (const root of [...INVALIDATES[change], 'audit']) void queryClient.invalidateQueries({ queryKey: [root] });
}

/** Waits for a write, refreshes what it changed, and passes its answer on. */
export async function refreshAfter<T>(change: Change, write: Promise<T>): Promise<T> {
  const answer = await write;
  refresh(change);
  return answer;
}
