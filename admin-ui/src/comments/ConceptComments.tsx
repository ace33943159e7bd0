// What a concept's page mounts on its Storyboards and Templates tabs: the panel, in the context of what it is about
// (the Storyboards tab, one storyboard, a template: spec 2 §2), and the live refetch of the concept's comments.
import type { CommentedEntityType, PanelContext } from '../../../domain/comment';
import { CommentsPanel } from './CommentsPanel';
import { useCommentsLive } from './useComments';
import { usePanelParams } from './usePanelParams';

const CONTEXTS: Partial<Record<CommentedEntityType, PanelContext>> = {
  storyboards: 'StoryboardIndex',
  storyboard: 'Storyboard',
  template: 'Template',
};

export const ConceptComments = ({ conceptId }: { conceptId: string }) => {
  useCommentsLive({ conceptId });
  const { entity } = usePanelParams();
  return <CommentsPanel topic={{ conceptId }} context={(entity && CONTEXTS[entity.type]) ?? 'StoryboardIndex'} />;
};
