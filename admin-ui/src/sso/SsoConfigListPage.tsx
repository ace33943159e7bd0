// /sso-configs (super and admin; spec 3 §2): every partner's single sign-on configs, each with its provider, e-mail
// domains, provisioning and whether its client secret is set; edit, and delete after a confirmation.
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import type { SsoConfig } from '../../../domain/sso-config/answers';
import { ROLE_LABELS } from '../../../domain/roles';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { PageHeader } from '../common/PageHeader';
import { usePartnerOptions } from '../layout/usePartners';
import { deleteSsoConfig, PROVIDER_LABELS, SSO_CONFIGS_KEY, useSsoConfigs } from './ssoConfigCalls';

/** What deleting a config does: its users sign in with a password again, and a Google/OIDC config's client secret is
 * destroyed (a SAML config has none to destroy). */
const deleteWarning = (config: SsoConfig) =>
  `Users of ${config.emailDomains.join(', ')} will sign in with a password again` +
  (config.provider === 'google' && config.clientSecretSet ? '; the client secret is destroyed.' : '.');

const NewButton = () => (
  <Button component={RouterLink} to="/sso-configs/new" variant="contained" startIcon={<Add />}>
    New SSO config
  </Button>
);

export const SsoConfigListPage = () => {
  const configs = useSsoConfigs();
  const partners = usePartnerOptions();
  const partnerName = (id: string) => partners.data?.find((p) => p.id === id)?.name ?? id;
  return (
    <>
      <PageHeader
        title="SSO configuration"
        subtitle="Partners whose users sign in through their company's identity provider"
        actions={<NewButton />}
      />
      {configs.isPending && <CircularProgress />}
      {configs.error && <Alert severity="error">{configs.error.message}</Alert>}
      {configs.data?.length === 0 && (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6">No SSO configs yet</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Everyone signs in with a password until a partner's e-mail domains get a config.
          </Typography>
          <NewButton />
        </Paper>
      )}
      {!!configs.data?.length && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="SSO configs">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Partner</TableCell>
                <TableCell>Provider</TableCell>
                <TableCell>E-mail domains</TableCell>
                <TableCell>New users</TableCell>
                <TableCell>Client secret</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {configs.data.map((config) => (
                <TableRow key={config.id}>
                  <TableCell>{config.name}</TableCell>
                  <TableCell>{partnerName(config.partnerId)}</TableCell>
                  <TableCell>{PROVIDER_LABELS[config.provider]}</TableCell>
                  <TableCell>{config.emailDomains.join(', ')}</TableCell>
                  <TableCell>
                    {config.provisioning ? `Created as ${ROLE_LABELS[config.provisioning.role]}` : 'Invited only'}
                  </TableCell>
                  <TableCell>
                    {config.provider === 'google' && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={config.clientSecretSet ? 'Set' : 'Not set'}
                        color={config.clientSecretSet ? 'success' : 'warning'}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button component={RouterLink} to={`/sso-configs/${config.id}/edit`} size="small">
                        Edit
                      </Button>
                      <DeleteRecordButton
                        what={`SSO config ${config.name}`}
                        title={`Delete ${config.name}?`}
                        content={deleteWarning(config)}
                        onDelete={() => deleteSsoConfig(config.id)}
                        queryKey={SSO_CONFIGS_KEY}
                      />
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
};

export default SsoConfigListPage;
