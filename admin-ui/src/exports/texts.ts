// The export screens' own words (the spec leaves them to us), shared with the browser test.
export const NO_CREATIVE_DESTINATION = "No cloud storage of this campaign's markets takes creatives";
export const NO_ASSET_DESTINATION = "No cloud storage of the selected assets' markets takes assets";
export const NO_TEMPLATE_DESTINATION = "No cloud storage of this concept's markets takes templates";
