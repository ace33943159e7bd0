// Business nodes to choose from the partner's tree (GET /business-nodes?partnerId), as an indented checklist.
import { Alert, Box, Checkbox, FormControlLabel, Skeleton, Typography } from '@mui/material';
import { WhyDisabled } from '../common/WhyDisabled';
import { flattenTree, useBusinessTree } from '../tree/useBusinessTree';

export interface NodeChecklistProps {
  partnerId: string | null;
  value: string[];
  onChange: (nodeIds: string[]) => void;
  /** Why the nodes cannot be changed now. */
  disabledReason?: string | false;
}

export const NodeChecklist = ({ partnerId, value, onChange, disabledReason }: NodeChecklistProps) => {
  const tree = useBusinessTree(partnerId);
  if (tree.isPending) return <Skeleton variant="rounded" height={120} />;
  if (tree.error) return <Alert severity="error">{tree.error.message}</Alert>;
  const nodes = flattenTree(tree.data);
  if (!nodes.length) return <Typography color="text.secondary">This partner has no business nodes yet.</Typography>;
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <WhyDisabled reason={disabledReason} block>
      <Box role="group" aria-label="Business nodes" sx={{ maxHeight: 320, overflow: 'auto' }}>
        {nodes.map(({ node, depth }) => (
          <Box key={node.id} sx={{ pl: depth * 3 }}>
            <FormControlLabel
              control={<Checkbox size="small" checked={value.includes(node.id)} disabled={!!disabledReason} onChange={(e) => toggle(node.id, e.target.checked)} />}
              label={
                <>
                  {node.name}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {node.type}
                  </Typography>
                </>
              }
            />
          </Box>
        ))}
      </Box>
    </WhyDisabled>
  );
};
