// Business nodes to choose from the partner's tree (GET /business-nodes?partnerId), as an indented checklist. Only
// the nodes within the user's reach can be picked (unless all are); the others stay visible for their place in the
// tree.
import { Alert, Box, Checkbox, FormControlLabel, Skeleton, Typography } from '@mui/material';
import { WhyDisabled } from '../common/WhyDisabled';
import { useReachableNodes } from '../auth/useReachableNodes';
import { flattenTree, useBusinessTree } from '../tree/useBusinessTree';
import { OUTSIDE_REACH } from './nodeReach';

interface NodeChecklistProps {
  partnerId: string | null;
  value: string[];
  onChange: (nodeIds: string[]) => void;
  /** Why the nodes cannot be changed now. */
  disabledReason?: string | false;
}

export const NodeChecklist = ({ partnerId, value, onChange, disabledReason }: NodeChecklistProps) => {
  const tree = useBusinessTree(partnerId);
  const reachable = useReachableNodes();
  if (tree.isPending) return <Skeleton variant="rounded" height={120} />;
  if (tree.error) return <Alert severity="error">{tree.error.message}</Alert>;
  const nodes = flattenTree(tree.data);
  if (!nodes.length) return <Typography color="text.secondary">This partner has no business nodes yet.</Typography>;
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  const outside = (id: string) => reachable !== null && reachable !== undefined && !reachable.includes(id);
  return (
    <WhyDisabled reason={disabledReason} block>
      <Box role="group" aria-label="Business nodes" sx={{ maxHeight: 320, overflow: 'auto' }}>
        {nodes.map(({ node, depth }) => (
          <Box key={node.id} sx={{ pl: depth * 3 }}>
            <WhyDisabled reason={!disabledReason && outside(node.id) && OUTSIDE_REACH}>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={value.includes(node.id)}
                    disabled={!!disabledReason || outside(node.id)}
                    onChange={(e) => toggle(node.id, e.target.checked)}
                  />
                }
                label={
                  <>
                    {node.name}{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {node.type}
                    </Typography>
                  </>
                }
              />
            </WhyDisabled>
          </Box>
        ))}
      </Box>
    </WhyDisabled>
  );
};
