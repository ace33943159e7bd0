// A choice of one business node of a partner, each shown with its path ('EMEA / Germany'); waits for a partner.
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { flattenTree, useBusinessTree } from './useBusinessTree';

type BusinessNodeSelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  partnerId: string;
  value: string;
  onChange: (nodeId: string) => void;
};

export const BusinessNodeSelect = ({ partnerId, value, onChange, ...props }: BusinessNodeSelectProps) => {
  const tree = useBusinessTree(partnerId || null);
  return (
    <TextField
      select
      label="Business node"
      value={value}
      disabled={!partnerId || tree.isPending}
      onChange={(e) => onChange(e.target.value)}
      {...props}
    >
      {flattenTree(tree.data).map(({ node, path }) => (
        <MenuItem key={node.id} value={node.id}>
          {path}
        </MenuItem>
      ))}
    </TextField>
  );
};
