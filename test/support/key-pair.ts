// An RSA key pair and a self-signed certificate of its public key, made at a test's start (node:crypto, node-forge):
// what a test identity provider signs with, a test server speaks TLS with, a test service account's key is.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface KeyPair {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM. */
  publicKey: string;
  /** The self-signed certificate, PEM. */
  cert: string;
}

export function keyPair(commonName: string): KeyPair {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  const name = [{ name: 'commonName', value: commonName }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(forge.pki.privateKeyFromPem(keys.privateKey), forge.md.sha256.create());
  return { ...keys, cert: forge.pki.certificateToPem(cert) };
}
