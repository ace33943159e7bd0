// Browser: comments (issue 10 §4, §5). A self-service admin opens a variant's comments from its row (the panel's
// state is in the URL), sees the spec's empty text, writes a comment mentioning the reviewer; the reviewer's window,
// opened on the same campaign with the panel's parameters, shows it, 'Show for me' keeps it, and the reviewer's reply
// appears in the admin's window live, without a reload. Resolving it leaves the empty text and the row's badge at 0.
// On the concept: the Storyboards tab's comments, counted live in the reviewer's window; a template's comments.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EMPTY_TEXTS } from '../../domain/comment';
import { campaignOf, readyConcept } from '../support/campaigns';
import { browserSuite } from './suite';

describe('Comments panel', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN', 'REVIEWER'] });
  const stamp = Date.now().toString(36);
  let campaignId: string;
  let conceptId: string;
  let treeId: string;
  let variantId: string;
  let admin: Page;
  let reviewer: Page;
  const panel = (p: Page) => p.getByRole('dialog', { name: 'Comments' });
  const thread = (p: Page, text: string) => panel(p).locator('[aria-label^="Thread: "]').filter({ hasText: text });

  beforeAll(async () => {
    const concept = await readyConcept(suite.su, `Comments ${stamp}`, [suite.acme.childNodeId], suite.acme.partnerId);
    conceptId = concept.conceptId;
    const campaign = await campaignOf(suite.su, suite.acme, concept, `Talk ${stamp}`, { templates: ['banner'] });
    campaignId = campaign.campaignId;
    treeId = campaign.trees.google!;
    const variant = await suite
      .as('SELF_SERVICE_ADMIN')
      .post(`/campaigns/${campaignId}/personalize/${treeId}/variant`, { name: 'Berlin' });
    if (variant.status !== 201) throw new Error(`variant: ${JSON.stringify(variant.body)}`);
    variantId = variant.body.id;
    admin = await suite.signedIn('SELF_SERVICE_ADMIN');
    reviewer = await suite.signedIn('REVIEWER');
  }, 180_000);

  it("opens from the variant's row with the empty text, and posts a comment with a mention", async () => {
    await admin.goto(`/campaigns/${campaignId}/personalize/${treeId}`);
    await admin.getByRole('button', { name: 'Comments: Berlin' }).click();
    await panel(admin).getByText(EMPTY_TEXTS.variant).waitFor();
    expect(new URL(admin.url()).searchParams.get('commentsOpen')).toBe('1');
    expect(new URL(admin.url()).searchParams.get('commentsCommentedEntityId')).toBe(variantId);
    await panel(admin).getByLabel('Comment', { exact: true }).fill('The logo is too small');
    await panel(admin).getByLabel('Mention').fill('REVIEWER');
    await admin.getByRole('option', { name: 'REVIEWER user' }).click();
    await panel(admin).getByRole('button', { name: 'Comment', exact: true }).click();
    await thread(admin, 'The logo is too small').getByText('@REVIEWER user').waitFor();
    await expect(panel(admin).getByText(EMPTY_TEXTS.variant).count()).resolves.toBe(0);
  }, 60_000);

  it("the reviewer sees it from the URL alone, 'Show for me' keeps it, and the reply reaches the admin live", async () => {
    const query = `commentsOpen=1&commentsCommentedEntityId=${variantId}&commentsCommentedEntityType=variant&commentsCommentedEntityName=Berlin&commentsShowForMe=1`;
    await reviewer.goto(`/campaigns/${campaignId}/creatives/${treeId}?${query}`);
    const shown = thread(reviewer, 'The logo is too small');
    await shown.waitFor();
    await expect(
      panel(reviewer)
        .getByRole('switch', { name: 'Show for me' })
        .or(panel(reviewer).getByLabel('Show for me'))
        .isChecked(),
    ).resolves.toBe(true);
    await shown.getByRole('button', { name: 'Reply' }).click();
    await shown.getByRole('textbox', { name: 'Reply' }).fill('Agreed, doubling it');
    await shown.getByRole('form', { name: 'Reply' }).getByRole('button', { name: 'Reply' }).click();
    await shown.getByText('Agreed, doubling it').waitFor();
    // The admin's window did not reload: the live message refetched its panel.
    await thread(admin, 'The logo is too small').getByText('Agreed, doubling it').waitFor({ timeout: 20_000 });
  }, 60_000);

  it('the row counts the unresolved thread; resolving hides it and clears the count', async () => {
    await panel(admin).getByLabel('Close comments').click();
    expect(new URL(admin.url()).searchParams.has('commentsOpen')).toBe(false);
    await admin.getByRole('button', { name: 'Comments: Berlin (1 unresolved)' }).click();
    await thread(admin, 'The logo is too small').getByRole('button', { name: 'Resolve' }).click();
    await panel(admin).getByText(EMPTY_TEXTS.variant).waitFor();
    await panel(admin).getByLabel('Close comments').click();
    await admin.getByRole('button', { name: 'Comments: Berlin', exact: true }).waitFor();
  }, 60_000);

  it('a comment pointing at a place of the picture shows where', async () => {
    const posted = await suite.as('REVIEWER').post(`/campaigns/${campaignId}/new-comments/new`, {
      text: 'Move the badge here',
      commentedEntityId: variantId,
      commentedEntityType: 'variant',
      commentedEntityName: 'Berlin',
      hotspot: { x: 0.25, y: 0.75 },
    });
    expect(posted.status).toBe(201);
    await admin.getByRole('button', { name: 'Comments: Berlin (1 unresolved)' }).click();
    await thread(admin, 'Move the badge here').getByLabel('Hotspot').getByText('At 25% across, 75% down').waitFor();
    await panel(admin).getByLabel('Close comments').click();
  }, 60_000);

  it("the concept's Storyboards tab: the admin's comment shows on the reviewer's badge live, in the StoryboardIndex context", async () => {
    await reviewer.goto(`/concepts/${conceptId}/storyboards`);
    await reviewer.getByRole('button', { name: 'Comments: Storyboards', exact: true }).waitFor();
    await admin.goto(`/concepts/${conceptId}/storyboards`);
    await admin.getByRole('button', { name: 'Comments: Storyboards', exact: true }).click();
    await panel(admin).getByText(EMPTY_TEXTS.storyboards).waitFor();
    await expect(panel(admin).locator('[data-context]').getAttribute('data-context')).resolves.toBe('StoryboardIndex');
    await panel(admin).getByLabel('Comment', { exact: true }).fill('Add an outro storyboard');
    await panel(admin).getByRole('button', { name: 'Comment', exact: true }).click();
    await thread(admin, 'Add an outro storyboard').waitFor();
    // No reload in the reviewer's window: the live message refetched the counts.
    await reviewer.getByRole('button', { name: 'Comments: Storyboards (1 unresolved)' }).click({ timeout: 20_000 });
    await thread(reviewer, 'Add an outro storyboard').waitFor();
  }, 60_000);

  it("a template's comments open in the Template context with the spec's empty text", async () => {
    await reviewer.goto(`/concepts/${conceptId}/templates`);
    await reviewer
      .getByRole('button', { name: /^Comments: .+ v\d+$/ })
      .first()
      .click();
    await panel(reviewer).getByText(EMPTY_TEXTS.template).waitFor();
    await expect(panel(reviewer).locator('[data-context]').getAttribute('data-context')).resolves.toBe('Template');
    await panel(reviewer).getByLabel('Comment', { exact: true }).fill('Headline is clipped');
    await panel(reviewer).getByRole('button', { name: 'Comment', exact: true }).click();
    await thread(reviewer, 'Headline is clipped').waitFor();
    await panel(reviewer).getByLabel('Close comments').click();
    await reviewer.getByRole('button', { name: /^Comments: .+ v\d+ \(1 unresolved\)$/ }).waitFor();
  }, 60_000);
});
