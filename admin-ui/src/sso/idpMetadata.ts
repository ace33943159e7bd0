// A SAML config's IdP fields read from the identity provider's metadata (issue 22 §1: 'IdP metadata or entry point,
// certificate'): its entity id (the IdP issuer), its single sign-on service for the HTTP-Redirect binding (the one
// our sign-in requests use, node-saml's default) and its signing certificate. Read with the browser's DOMParser;
// nothing is fetched, and the server judges the fields as if typed.
const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface IdpMetadataFields {
  entryPoint: string;
  idpCert: string;
  idpIssuer: string;
}

export const IDP_METADATA_MESSAGES = {
  notXml: 'The metadata is not well-formed XML',
  notIdp: "This is not a SAML identity provider's metadata: it has no IDPSSODescriptor",
  noRedirect: 'The metadata has no single sign-on service for the HTTP-Redirect binding',
  noCertificate: 'The metadata has no signing certificate',
} as const;

const children = (parent: Element, namespace: string, name: string) =>
  Array.from(parent.getElementsByTagNameNS(namespace, name));

/** The fields, or an Error with one of IDP_METADATA_MESSAGES. */
export function readIdpMetadata(xml: string): IdpMetadataFields {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(IDP_METADATA_MESSAGES.notXml);
  const idp = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!idp) throw new Error(IDP_METADATA_MESSAGES.notIdp);
  const service = children(idp, MD, 'SingleSignOnService').find((s) => s.getAttribute('Binding') === REDIRECT);
  const entryPoint = service?.getAttribute('Location')?.trim();
  if (!entryPoint) throw new Error(IDP_METADATA_MESSAGES.noRedirect);
  // A key without a use serves both signing and encryption.
  const signing = children(idp, MD, 'KeyDescriptor').filter((key) => key.getAttribute('use') !== 'encryption');
  const idpCert = signing
    .flatMap((key) => children(key, DS, 'X509Certificate'))
    .map((cert) => (cert.textContent ?? '').replace(/\s+/g, ''))
    .find(Boolean);
  if (!idpCert) throw new Error(IDP_METADATA_MESSAGES.noCertificate);
  const entity = idp.parentElement;
  return { entryPoint, idpCert, idpIssuer: entity?.getAttribute('entityID')?.trim() ?? '' };
}
