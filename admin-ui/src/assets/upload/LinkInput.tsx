// Link to URL (spec 1 §5): 'Please enter a valid URL'; the add action is disabled when the field is empty
// or invalid. http, https, ftp and www forms are accepted (urlError in domain/asset/rules).
import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import AddLink from '@mui/icons-material/AddLink';
import { urlError } from '../../../../domain/asset/rules';
import { WhyDisabled } from '../../common/WhyDisabled';

export const LinkInput = ({ onAdd }: { onAdd: (url: string) => void }) => {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = value.trim() ? urlError(value) : null;
  const add = () => {
    if (!value.trim() || error) return;
    onAdd(value.trim());
    setValue('');
    setTouched(false);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        fullWidth
        label="Link to URL"
        placeholder="https://"
        value={value}
        error={touched && !!error}
        helperText={(touched && error) || ' '}
        onChange={(e) => {
          setValue(e.target.value);
          setTouched(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
      />
      <WhyDisabled reason={!value.trim() ? 'Enter a URL first' : error}>
        <Button
          variant="outlined"
          startIcon={<AddLink />}
          disabled={!value.trim() || !!error}
          onClick={add}
          sx={{ whiteSpace: 'nowrap', mt: '2px' }}
        >
          Add link
        </Button>
      </WhyDisabled>
    </Stack>
  );
};
