import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";

/**
 * The browser's side of Web Push, for tests: a subscription's keys (a fresh P-256 pair and a
 * 16-byte auth secret, as a browser makes them) and what a browser does with a message:
 * decrypt it (RFC 8291 over RFC 8188's aes128gcm) and check the VAPID signature (RFC 8292).
 * Written from the RFCs with node:crypto, independent of the web-push library under test.
 */
export interface BrowserKeys {
  ecdh: ECDH;
  /** base64url, as PushSubscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
}

export function newBrowserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return browserKeysOf(ecdh, randomBytes(16).toString("base64url"));
}

/** A browser's keys from a known private key and auth secret (the RFC's example). */
export function browserKeysFrom(privateKey: string, auth: string): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
  return browserKeysOf(ecdh, auth);
}

function browserKeysOf(ecdh: ECDH, auth: string): BrowserKeys {
  return { ecdh, p256dh: ecdh.getPublicKey().toString("base64url"), auth };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the browser's keys. */
export function decryptPushMessage(body: Buffer, keys: BrowserKeys): string {
  // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's key).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, expected 65`);
  if (record.length > recordSize) throw new Error("more than one record");

  const shared = keys.ecdh.computeSecret(senderKey);
  const browserKey = keys.ecdh.getPublicKey();
  // RFC 8291 §3.3: IKM = HKDF(auth secret, ECDH secret, "WebPush: info" 0x00 ua_public as_public).
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browserKey, senderKey]);
  const ikm = hkdf(shared, Buffer.from(keys.auth, "base64url"), keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12);

  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with 0x02, then any number of zero bytes of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("not the last record (no 0x02 delimiter)");
  return padded.subarray(0, end).toString("utf8");
}

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync("sha256", ikm, salt, info, length));
}

/** What a VAPID Authorization header (`vapid t=<JWT>, k=<public key>`) says, once verified. */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The signer's public key (base64url), from `k=`. */
  publicKey: string;
}

/** Verifies the JWT's ES256 signature with the header's own key; throws if it does not hold. */
export function readVapidAuthorization(header: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [token, publicKey] = [match[1], match[2]];
  const [head = "", payload = "", signature = ""] = token.split(".");
  const header64 = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (header64.alg !== "ES256") throw new Error(`JWT alg ${header64.alg}, expected ES256`);
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID JWT's signature does not verify with k=");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Omit<
    VapidClaims,
    "publicKey"
  >;
  return { ...claims, publicKey };
}
