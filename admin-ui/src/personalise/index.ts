// The personalise screen (spec 2 §2), mounted by the campaign shell at /campaigns/{campaignId}/personalize/{treeId}.
export { PersonalisePage, type PersonalisePageProps } from './PersonalisePage';
