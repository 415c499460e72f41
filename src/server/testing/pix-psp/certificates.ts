import { webcrypto } from "node:crypto";
import type * as X509 from "@peculiar/x509";

/**
 * The certificates a local PSP and its client use (mTLS), made with @peculiar/x509 on ECDSA
 * P-256 keys: a server CA and the server's certificate (127.0.0.1, localhost), a client CA and
 * the client's certificate, and a stranger: a client certificate signed by another CA, which the
 * PSP refuses. Made once per process: every test file's PSPs share them.
 */
export interface PemPair {
  certPem: string;
  keyPem: string;
}

export interface PspCertificates {
  serverCaPem: string;
  server: PemPair;
  clientCaPem: string;
  client: PemPair;
  stranger: PemPair;
}

const crypto = webcrypto as unknown as Crypto;
const EC_KEY = { name: "ECDSA", namedCurve: "P-256" } as const;
const SIGNING = { name: "ECDSA", hash: "SHA-256" } as const;
const DAY = 24 * 60 * 60 * 1000;

let made: Promise<PspCertificates> | null = null;

export function pspCertificates(): Promise<PspCertificates> {
  made ??= inNodeRealm(makeCertificates);
  return made;
}

/**
 * Under jsdom (the panel's component tests) ArrayBuffer and Uint8Array are the page's, of
 * another realm, which node's WebCrypto refuses: node's are put back while the certificates are
 * made. Elsewhere they already are node's, and nothing changes.
 */
async function inNodeRealm<T>(make: () => Promise<T>): Promise<T> {
  const page = { ArrayBuffer: globalThis.ArrayBuffer, Uint8Array: globalThis.Uint8Array };
  globalThis.ArrayBuffer = Buffer.alloc(0).buffer.constructor as ArrayBufferConstructor;
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor;
  try {
    return await make();
  } finally {
    Object.assign(globalThis, page);
  }
}

type X509Module = typeof X509;
let x509: X509Module;

async function makeCertificates(): Promise<PspCertificates> {
  // Loaded after the polyfill it needs (a static import would run first).
  // tsyringe, which @peculiar/x509 loads, needs the Reflect metadata polyfill first.
  await import("reflect-metadata");
  x509 = await import("@peculiar/x509");
  const serverCa = await authority("CN=Banco Local Teste Servidor CA");
  const clientCa = await authority("CN=Banco Local Teste Clientes CA");
  const strangerCa = await authority("CN=Outra CA");
  const server = await leaf(serverCa, "CN=localhost", x509.ExtendedKeyUsage.serverAuth, [
    { type: "ip", value: "127.0.0.1" },
    { type: "dns", value: "localhost" },
  ]);
  const client = await leaf(clientCa, "CN=Frosty Teste", x509.ExtendedKeyUsage.clientAuth);
  const stranger = await leaf(strangerCa, "CN=Frosty Teste", x509.ExtendedKeyUsage.clientAuth);
  return {
    serverCaPem: serverCa.certPem,
    server,
    clientCaPem: clientCa.certPem,
    client,
    stranger,
  };
}

interface Authority extends PemPair {
  name: string;
  keys: CryptoKeyPair;
}

async function authority(name: string): Promise<Authority> {
  const keys = (await crypto.subtle.generateKey(EC_KEY, true, ["sign", "verify"])) as CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned(
    {
      name,
      keys,
      signingAlgorithm: SIGNING,
      ...validity(),
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
          true,
        ),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, crypto),
      ],
    },
    crypto,
  );
  return { name, keys, certPem: cert.toString("pem"), keyPem: await privatePem(keys) };
}

async function leaf(
  issuer: Authority,
  subject: string,
  usage: X509.ExtendedKeyUsage,
  altNames?: X509.JsonGeneralNames,
): Promise<PemPair> {
  const keys = (await crypto.subtle.generateKey(EC_KEY, true, ["sign", "verify"])) as CryptoKeyPair;
  const extensions: X509.Extension[] = [
    new x509.BasicConstraintsExtension(false, undefined, true),
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
    new x509.ExtendedKeyUsageExtension([usage]),
    await x509.AuthorityKeyIdentifierExtension.create(issuer.keys.publicKey, false, crypto),
  ];
  if (altNames) extensions.push(new x509.SubjectAlternativeNameExtension(altNames));
  const cert = await x509.X509CertificateGenerator.create(
    {
      subject,
      issuer: issuer.name,
      publicKey: keys.publicKey,
      signingKey: issuer.keys.privateKey,
      signingAlgorithm: SIGNING,
      ...validity(),
      extensions,
    },
    crypto,
  );
  return { certPem: cert.toString("pem"), keyPem: await privatePem(keys) };
}

function validity() {
  const now = Date.now();
  return { notBefore: new Date(now - DAY), notAfter: new Date(now + 30 * DAY) };
}

async function privatePem(keys: CryptoKeyPair): Promise<string> {
  const der = await crypto.subtle.exportKey("pkcs8", keys.privateKey);
  return x509.PemConverter.encode(der, "PRIVATE KEY");
}
