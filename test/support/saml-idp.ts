// A SAML 2.0 identity provider on loopback for the SAML single sign-on tests: it takes the product's AuthnRequest
// (HTTP-Redirect binding: deflated, base64), answers with a Response whose assertion it signs (xml-crypto, RSA-SHA256,
// exclusive c14n) under a key pair and self-signed certificate made at its start (node:crypto, node-forge), and posts
// it to the request's AssertionConsumerServiceURL (HTTP-POST binding) from an auto-submitting page, as real IdPs do.
// `answer` builds the same Response without a browser, and can make it wrong in one way: another key, no signature,
// another audience, expired, another e-mail.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { keyPair, type KeyPair } from './key-pair';
import { SignedXml } from 'xml-crypto';

export interface AnswerOptions {
  /** Sign with the IdP's key (default), a stranger's, or not at all. */
  signedBy?: 'idp' | 'stranger' | 'nobody';
  /** The audience named in the assertion; the requester's entity id by default. */
  audience?: string;
  /** Shift the assertion's times: a negative hour makes it expired. */
  shiftMs?: number;
  email?: string;
  name?: string;
}

export interface SamlAnswer {
  acsUrl: string;
  SAMLResponse: string;
}

export interface SamlIdp {
  entityId: string;
  /** Where the product sends its AuthnRequest (HTTP-Redirect binding). */
  entryPoint: string;
  /** The IdP's signing certificate, PEM. */
  cert: string;
  /** Who the next sign-in at the IdP is, as a user typing it there would be. */
  signInAs(email: string, name?: string): void;
  /** The Response to the AuthnRequest in this redirect URL (the product's Location to the IdP). */
  answer(requestUrl: string, options?: AnswerOptions): SamlAnswer;
  close(): Promise<void>;
}

const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';
const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const id = () => `_${randomBytes(16).toString('hex')}`;

/** The AuthnRequest a redirect URL carries: its id, where to answer, and who asks. */
function authnRequestOf(requestUrl: string) {
  const encoded = new URL(requestUrl).searchParams.get('SAMLRequest');
  if (!encoded) throw new Error('no SAMLRequest in the URL');
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const request = new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
  const issuer = request.getElementsByTagNameNS(SAML, 'Issuer')[0]?.textContent ?? '';
  return {
    id: request.getAttribute('ID')!,
    acsUrl: request.getAttribute('AssertionConsumerServiceURL')!,
    issuer,
  };
}

function sign(xml: string, key: KeyPair): string {
  const signed = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signed.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  signed.computeSignature(xml, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return signed.getSignedXml();
}

export async function startSamlIdp(): Promise<SamlIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${origin}/metadata`;
  const idpKey = keyPair('Varia test IdP');
  const strangerKey = keyPair('Someone else');
  let account = { email: 'nobody@example.com', name: 'Nobody' };

  const answer = (requestUrl: string, options: AnswerOptions = {}): SamlAnswer => {
    const request = authnRequestOf(requestUrl);
    const now = Date.now() + (options.shiftMs ?? 0);
    const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
    const email = escape(options.email ?? account.email);
    const name = escape(options.name ?? account.name);
    const audience = escape(options.audience ?? request.issuer);
    const acs = escape(request.acsUrl);
    const inResponseTo = escape(request.id);
    const assertion = `<saml:Assertion xmlns:saml="${SAML}" ID="${id()}" Version="2.0" IssueInstant="${at(0)}">
<saml:Issuer>${escape(entityId)}</saml:Issuer>
<saml:Subject>
<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${email}</saml:NameID>
<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">
<saml:SubjectConfirmationData InResponseTo="${inResponseTo}" NotOnOrAfter="${at(300_000)}" Recipient="${acs}"/>
</saml:SubjectConfirmation>
</saml:Subject>
<saml:Conditions NotBefore="${at(-30_000)}" NotOnOrAfter="${at(300_000)}">
<saml:AudienceRestriction><saml:Audience>${audience}</saml:Audience></saml:AudienceRestriction>
</saml:Conditions>
<saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="${id()}">
<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>
</saml:AuthnStatement>
<saml:AttributeStatement>
<saml:Attribute Name="email"><saml:AttributeValue>${email}</saml:AttributeValue></saml:Attribute>
<saml:Attribute Name="displayName"><saml:AttributeValue>${name}</saml:AttributeValue></saml:Attribute>
</saml:AttributeStatement>
</saml:Assertion>`;
    const response = `<samlp:Response xmlns:samlp="${SAMLP}" xmlns:saml="${SAML}" ID="${id()}" Version="2.0" IssueInstant="${at(0)}" Destination="${acs}" InResponseTo="${inResponseTo}">
<saml:Issuer>${escape(entityId)}</saml:Issuer>
<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>
${assertion}
</samlp:Response>`;
    const signedBy = options.signedBy ?? 'idp';
    const xml = signedBy === 'nobody' ? response : sign(response, signedBy === 'idp' ? idpKey : strangerKey);
    return { acsUrl: request.acsUrl, SAMLResponse: Buffer.from(xml, 'utf8').toString('base64') };
  };

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname !== '/sso') return void res.writeHead(404).end();
    try {
      const { acsUrl, SAMLResponse } = answer(url.href);
      // The HTTP-POST binding: a page that posts the answer to the service provider at once.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html><body onload="document.forms[0].submit()"><p>Test SAML IdP: signing in ${escape(account.email)}</p>
<form method="post" action="${escape(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${SAMLResponse}">
<button type="submit">Continue</button></form></body></html>`);
    } catch (error) {
      res.writeHead(400).end(String(error));
    }
  });

  return {
    entityId,
    entryPoint: `${origin}/sso`,
    cert: idpKey.cert,
    signInAs: (email, name = 'Jane Doe') => {
      account = { email, name };
    },
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of POST /sso-configs for a SAML config at this IdP (fixture users are at example.com). */
export const samlConfigAt = (idp: SamlIdp, partnerId: string, emailDomains = ['example.com']) => ({
  partnerId,
  name: 'Acme SAML',
  provider: 'saml',
  emailDomains,
  entryPoint: idp.entryPoint,
  idpCert: idp.cert,
  idpIssuer: idp.entityId,
});
