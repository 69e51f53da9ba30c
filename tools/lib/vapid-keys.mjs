// The VAPID key pair of web push for local runs: the worker signs pushes with the private key,
// the gateway hands the public key to browsers (/config.json). Both must be the same pair.
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { ROOT } from './infra.mjs';

const PUBLIC_KEY = /^B[A-Za-z0-9_-]{86}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

const isPair = (keys) => PUBLIC_KEY.test(keys?.publicKey ?? '') && PRIVATE_KEY.test(keys?.privateKey ?? '');

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY for every service of the stack: the environment's (or
 * .env's) pair when both are set; else a development pair kept in .data/vapid-keys.json, made once,
 * so browsers that subscribed stay subscribed across restarts (a new key would orphan them).
 */
export function vapidEnv({ file = path.join(ROOT, '.data', 'vapid-keys.json'), log = () => {} } = {}) {
  const fromEnv = {
    publicKey: process.env.VAPID_PUBLIC_KEY?.trim(),
    privateKey: process.env.VAPID_PRIVATE_KEY?.trim(),
  };
  if (fromEnv.publicKey || fromEnv.privateKey) {
    if (!isPair(fromEnv)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set to a web-push pair');
    return { VAPID_PUBLIC_KEY: fromEnv.publicKey, VAPID_PRIVATE_KEY: fromEnv.privateKey };
  }
  let keys = null;
  try {
    keys = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // first run: made below
  }
  if (!isPair(keys)) {
    keys = webPush.generateVAPIDKeys();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a stack starting at the same moment never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
    fs.renameSync(tmp, file);
    log(`Web push: made a development VAPID key pair in ${path.relative(ROOT, file)}`);
  }
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
