import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { join } from 'node:path';

/** What a browser keeps for one push subscription: the keys it registered and the private half. */
export interface BrowserSubscription {
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** Keys a browser creates when it subscribes (P-256 key pair and a 16-byte auth secret). */
export function browserSubscription(): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    ecdh,
    authSecret,
  };
}

/**
 * Decrypts a Web Push message body as the browser does (RFC 8291 with RFC 8188 aes128gcm): ECDH
 * between the subscription's private key and the sender's key from the header, HKDF with the
 * auth secret, then AES-128-GCM. Throws when the message was not made for this subscription.
 */
export function decryptPush(body: Buffer, sub: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('push message spans more than one record');
  const secret = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, sub.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('push message has no record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

interface PushDelivery {
  path: string;
  authorization: string;
  encoding: string;
  topic: string;
  body: Buffer;
}

export interface LocalPushService {
  origin: string;
  /** Trusts the service's certificate (in-process workers). */
  agent: Agent;
  /** The certificate file, for NODE_EXTRA_CA_CERTS of a worker process. */
  certFile: string;
  /** Messages the service accepted (answered 201 to). */
  delivered: PushDelivery[];
  /** While on, each message is held unanswered until released; a sender that hangs up meanwhile loses it. */
  hold(on: boolean): void;
  heldCount(): number;
  close(): Promise<void>;
}

const CERT_FILE = join(__dirname, 'fixtures/push-service.crt');

/**
 * A local push service over HTTPS (its certificate is a test fixture) standing in for the
 * browser vendors' at their network boundary: `/gone/...` answers 410 (the subscription
 * expired), anything else 201. A message counts as delivered only once answered, like a
 * service that commits on its answer.
 */
export async function startPushService(): Promise<LocalPushService> {
  const delivered: PushDelivery[] = [];
  let holding = false;
  const held = new Set<() => void>();
  const server: Server = createServer(
    { cert: readFileSync(CERT_FILE), key: readFileSync(join(__dirname, 'fixtures/push-service.key')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const gone = req.url?.startsWith('/gone') ?? false;
        const answer = () => {
          held.delete(answer);
          if (!gone)
            delivered.push({
              path: req.url ?? '',
              authorization: String(req.headers.authorization ?? ''),
              encoding: String(req.headers['content-encoding'] ?? ''),
              topic: String(req.headers.topic ?? ''),
              body: Buffer.concat(chunks),
            });
          res.writeHead(gone ? 410 : 201).end();
        };
        if (holding && !gone) {
          held.add(answer);
          // The sender hung up before the answer: the message is lost, as on a real service.
          res.once('close', () => held.delete(answer));
        } else answer();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `https://127.0.0.1:${port}`,
    agent: new Agent({ ca: readFileSync(CERT_FILE) }),
    certFile: CERT_FILE,
    delivered,
    hold(on) {
      holding = on;
      if (!on) for (const answer of [...held]) answer();
    },
    heldCount: () => held.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
