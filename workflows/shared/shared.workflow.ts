// The workflows that share one Worker and one task queue (the render queue, Config.renderTaskQueue): uploads, template
// renders, variant screenshots, tearsheets, review requests, publishes and the following of their ads' reviews,
// business nodes' migrations, exports, feeds, generations and delivery imports. A Worker runs its workflows in a V8
// isolate of its own (~50–60 MB idle), so they share one (ARCHITECTURE.md "Memory"); their activities are light but
// for the renders', which the renderer's browsers bound, and the uploads' media work.
export * from '../upload/upload.workflow';
export * from '../render/render.workflow';
export * from '../review/review.workflow';
export * from '../publish/publish.workflow';
export * from '../migration/migration.workflow';
// Exports to cloud storage (issue 22 §2).
export * from '../export/export.workflow';
// Scheduled feeds (issue 23 §3).
export * from '../feeds/feed.workflow';
// Generations of assembly variations (issue 23 §2).
export * from '../assembly/generate.workflow';
// Imports of the platforms' delivery (issue 21 §1).
export * from '../delivery/delivery.workflow';
