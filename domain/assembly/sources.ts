// One source drives a campaign's generated variants (issue 23; spec 2 §3 personalisation types): an ASSEMBLY
// campaign's come from its assemblies, a decision-tree campaign's trees take feeds (commands/variant-sources.ts).
// What a refusal says, and what the greyed-out controls say on hover.
export const VARIANT_SOURCE_MESSAGES = {
  feedIntoAssembly:
    'This campaign makes its variations from assemblies (ASSEMBLY type): import a datasource in its assemblies tab, not a feed',
  feedBesideDatasource:
    'This campaign has assembly datasources: a feed cannot drive its variants too. Delete its assemblies first',
  datasourceBesideFeed:
    'A feed drives variants of this campaign: a datasource cannot drive them too. Import its data as a feed instead',
} as const;
