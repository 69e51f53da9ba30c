import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  value: AdapterPayload;
  expiresAt: number;
}

/**
 * In-memory storage for one provider (the dev IdP runs as one process and forgets
 * everything on restart, on purpose). Expired entries vanish on read.
 */
export class MemoryStore {
  private readonly entries = new Map<string, Entry>();
  private readonly uids = new Map<string, string>();
  private readonly userCodes = new Map<string, string>();
  private readonly grants = new Map<string, Set<string>>();

  adapterFor = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      upsert: async (id, payload, expiresIn) => {
        this.entries.set(key(id), { value: payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
        if (payload.uid) this.uids.set(payload.uid, id);
        if (payload.userCode) this.userCodes.set(payload.userCode, id);
        if (payload.grantId) {
          const members = this.grants.get(payload.grantId) ?? new Set<string>();
          members.add(key(id));
          this.grants.set(payload.grantId, members);
        }
      },
      find: async (id) => this.read(key(id)),
      findByUid: async (uid) => {
        const id = this.uids.get(uid);
        return id ? this.read(key(id)) : undefined;
      },
      findByUserCode: async (userCode) => {
        const id = this.userCodes.get(userCode);
        return id ? this.read(key(id)) : undefined;
      },
      consume: async (id) => {
        const entry = this.entries.get(key(id));
        if (entry) entry.value.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        const uid = this.entries.get(key(id))?.value.uid;
        if (uid && this.uids.get(uid) === id) this.uids.delete(uid);
        this.entries.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const member of this.grants.get(grantId) ?? []) this.entries.delete(member);
        this.grants.delete(grantId);
      },
    };
  };

  private read(k: string): AdapterPayload | undefined {
    const entry = this.entries.get(k);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(k);
      return undefined;
    }
    return entry.value;
  }
}
