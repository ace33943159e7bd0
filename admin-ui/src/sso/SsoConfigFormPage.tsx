// /sso-configs/new and /sso-configs/{id}/edit (super and admin; spec 3 §2): a partner's single sign-on, SAML 2.0 or
// Google/OIDC (the sign-in mode its users get), its e-mail domains and whether a first sign-in creates the user. The
// client secret is write-only: the form says whether one is set and sends one only when typed. A SAML config's IdP
// fields can be read from the IdP's metadata, and the form shows what its IdP's administrator needs: our entity id,
// the ACS URL and the metadata.
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Alert, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import type { SsoConfig } from '../../../domain/sso-config/answers';
import { PARTNER_ROLES, ROLE_LABELS, type Role } from '../../../domain/roles';
import { FormActions, KindToggle, RecordFormPage } from '../common/RecordForm';
import { usePartnerOptions } from '../layout/usePartners';
import { API_URL } from '../providers/httpClient';
import { BusinessNodeSelect } from '../tree/BusinessNodeSelect';
import { IdpMetadataButton } from './IdpMetadataButton';
import { PROVIDER_LABELS, saveSsoConfig, SSO_CONFIGS_KEY, useSsoConfig, type SsoConfigBody } from './ssoConfigCalls';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Where the IdP's administrator points the IdP for this config (api/auth/saml-service-provider.ts). */
const ServiceProviderDetails = ({ id }: { id: string }) => {
  const base = `${window.location.origin}${API_URL}/auth/saml/${id}`;
  return (
    <Alert severity="info">
      <Typography variant="body2">
        Entity id (audience): <code>urn:varia:sso-config:{id}</code>
      </Typography>
      <Typography variant="body2">
        ACS URL (HTTP-POST): <code>{base}/acs</code>
      </Typography>
      <Typography variant="body2">
        Metadata: <a href={`${base}/metadata`}>{`${base}/metadata`}</a>
      </Typography>
    </Alert>
  );
};

function SsoConfigForm({ config }: { config: SsoConfig | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const partners = usePartnerOptions();
  const [partnerId, setPartnerId] = useState(config?.partnerId ?? '');
  const [name, setName] = useState(config?.name ?? '');
  const [provider, setProvider] = useState<SsoConfig['provider']>(config?.provider ?? 'saml');
  const [domains, setDomains] = useState(config?.emailDomains.join(', ') ?? '');
  const [entryPoint, setEntryPoint] = useState(config?.entryPoint ?? '');
  const [idpCert, setIdpCert] = useState(config?.idpCert ?? '');
  const [idpIssuer, setIdpIssuer] = useState(config?.idpIssuer ?? '');
  const [issuer, setIssuer] = useState(config?.issuer ?? '');
  const [clientId, setClientId] = useState(config?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [provisions, setProvisions] = useState(!!config?.provisioning);
  const [nodeId, setNodeId] = useState(config?.provisioning?.businessNodeId ?? '');
  const [role, setRole] = useState<Role>(config?.provisioning?.role ?? 'REVIEWER');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const secretKept = config?.provider === 'google' && config.clientSecretSet;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: SsoConfigBody = {
      name,
      provider,
      emailDomains: domains.split(/[\s,;]+/).filter(Boolean),
      ...(provider === 'saml'
        ? { entryPoint: orNull(entryPoint), idpCert: orNull(idpCert), idpIssuer: orNull(idpIssuer) }
        : { issuer: orNull(issuer), clientId: orNull(clientId), ...(clientSecret ? { clientSecret } : {}) }),
      provisioning: provisions && nodeId ? { businessNodeId: nodeId, role } : null,
    };
    setSaving(true);
    setError(null);
    try {
      await saveSsoConfig(config?.id, partnerId, body);
      await queryClient.invalidateQueries({ queryKey: SSO_CONFIGS_KEY });
      notify(`SSO config ${name} saved`, { type: 'success' });
      void navigate('/sso-configs');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The SSO config was not saved');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper component="form" onSubmit={(e) => void submit(e)} sx={{ p: 3, maxWidth: 720 }} aria-label="SSO config">
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          select
          label="Partner"
          value={partnerId}
          required
          disabled={!!config}
          onChange={(e) => {
            setPartnerId(e.target.value);
            setNodeId('');
          }}
        >
          {(partners.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Name" value={name} required onChange={(e) => setName(e.target.value)} />
        <KindToggle label="Sign-in mode" value={provider} labels={PROVIDER_LABELS} onChange={setProvider} />
        <TextField
          label="E-mail domains"
          value={domains}
          required
          helperText="Separated by commas, like example.com, example.org; a domain belongs to one config"
          onChange={(e) => setDomains(e.target.value)}
        />
        {provider === 'saml' ? (
          <>
            <IdpMetadataButton
              onRead={(read) => {
                setEntryPoint(read.entryPoint);
                setIdpCert(read.idpCert);
                setIdpIssuer(read.idpIssuer);
              }}
            />
            <TextField label="IdP entry point" value={entryPoint} onChange={(e) => setEntryPoint(e.target.value)} />
            <TextField
              label="IdP certificate"
              value={idpCert}
              multiline
              minRows={4}
              helperText="The IdP's signing certificate, PEM or base64"
              onChange={(e) => setIdpCert(e.target.value)}
            />
            <TextField
              label="IdP issuer"
              value={idpIssuer}
              helperText="The IdP's entity id; checked when set"
              onChange={(e) => setIdpIssuer(e.target.value)}
            />
            {config && <ServiceProviderDetails id={config.id} />}
          </>
        ) : (
          <>
            <TextField label="Issuer" value={issuer} onChange={(e) => setIssuer(e.target.value)} />
            <TextField label="Client id" value={clientId} onChange={(e) => setClientId(e.target.value)} />
            <TextField
              label="Client secret"
              type="password"
              autoComplete="new-password"
              value={clientSecret}
              helperText={secretKept ? 'Set. Type a new one to replace it' : 'Not set'}
              onChange={(e) => setClientSecret(e.target.value)}
            />
          </>
        )}
        <FormControlLabel
          control={<Switch checked={provisions} onChange={(e) => setProvisions(e.target.checked)} />}
          label="Create the user at a first sign-in of an unknown e-mail"
        />
        {provisions && (
          <Stack direction="row" spacing={2}>
            <BusinessNodeSelect partnerId={partnerId} value={nodeId} required sx={{ flex: 2 }} onChange={setNodeId} />
            <TextField
              select
              label="Role"
              value={role}
              sx={{ flex: 1 }}
              onChange={(e) => setRole(e.target.value as Role)}
            >
              {PARTNER_ROLES.map((value) => (
                <MenuItem key={value} value={value}>
                  {ROLE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        )}
        <FormActions saving={saving} cancelTo="/sso-configs" />
      </Stack>
    </Paper>
  );
}

export const SsoConfigFormPage = () => {
  const { ssoConfigId } = useParams();
  const config = useSsoConfig(ssoConfigId);
  return (
    <RecordFormPage
      id={ssoConfigId}
      record={config}
      title="SSO configuration"
      newTitle="New SSO configuration"
      form={(record) => <SsoConfigForm config={record} />}
    />
  );
};

export default SsoConfigFormPage;
