// Password input with the criteria list of spec 1 §2.4: each criterion turns green when met after the
// field is touched. The criteria and the message come from domain/shared/password-rules.
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { PasswordInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { PASSWORD_CRITERIA, passwordError } from '../../../domain/shared/password-rules';

const validatePassword = (value: string) => passwordError(value) ?? undefined;

const PasswordCriteria = ({ value, touched }: { value: string; touched: boolean }) => (
  <List dense disablePadding aria-label="Password criteria" sx={{ mb: 2 }}>
    {PASSWORD_CRITERIA.map((criterion) => {
      const met = touched && criterion.test(value);
      return (
        <ListItem key={criterion.id} disableGutters sx={{ py: 0 }} data-met={met ? 'true' : 'false'}>
          <ListItemIcon sx={{ minWidth: 28, color: met ? 'success.main' : 'text.disabled' }}>
            {met ? <CheckCircle fontSize="small" /> : <RadioButtonUnchecked fontSize="small" />}
          </ListItemIcon>
          <ListItemText
            primary={criterion.label}
            slotProps={{ primary: { variant: 'body2', color: met ? 'success.main' : 'text.secondary' } }}
          />
        </ListItem>
      );
    })}
  </List>
);

export const PasswordWithCriteria = ({
  source = 'password',
  label = 'Password',
}: {
  source?: string;
  label?: string;
}) => {
  const value = (useWatch({ name: source }) as string | undefined) ?? '';
  const { touchedFields, dirtyFields } = useFormState({ name: source });
  const touched = Boolean(touchedFields[source] || dirtyFields[source]);
  return (
    <>
      <PasswordInput
        source={source}
        label={label}
        validate={validatePassword}
        autoComplete="new-password"
        fullWidth
        helperText={false}
      />
      <PasswordCriteria value={value} touched={touched} />
    </>
  );
};
