/**
 * Which HTTPRoute rule a Gateway API implementation picks for a request, by the precedence
 * the spec makes portable: an Exact path beats any prefix, a longer prefix beats a shorter
 * one, then a rule with a method match beats one without, then more header and query
 * matches. Two different rules left at the top is an ambiguity (the spec would fall back to
 * route age and name), which the tests treat as a failure.
 */
import type { BackendRef, HttpRoute, HttpRouteMatch } from './manifests';

export interface Candidate {
  route: string;
  rule: number;
  backendRefs: BackendRef[];
  score: number[];
}

function pathHit(match: HttpRouteMatch, requestPath: string): number[] | undefined {
  const { type, value } = match.path ?? { type: 'PathPrefix', value: '/' };
  if (type === 'Exact') return value === requestPath ? [1, value.length] : undefined;
  if (type === 'PathPrefix') {
    const want = value.split('/').filter(Boolean);
    const got = requestPath.split('/').filter(Boolean);
    return want.every((seg, i) => seg === got[i]) ? [0, want.join('/').length] : undefined;
  }
  throw new Error(`${type} path matches have implementation-specific precedence: not used here`);
}

/** The rules at the top of the precedence order for `method path` (more than one = ambiguous). */
export function selectRules(routes: HttpRoute[], method: string, requestPath: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const route of routes) {
    route.spec.rules.forEach((rule, index) => {
      for (const match of rule.matches?.length ? rule.matches : [{}]) {
        if (match.method && match.method !== method) continue;
        const hit = pathHit(match, requestPath);
        if (!hit) continue;
        const score = [...hit, match.method ? 1 : 0, match.headers?.length ?? 0, match.queryParams?.length ?? 0];
        candidates.push({ route: route.metadata.name, rule: index, backendRefs: rule.backendRefs ?? [], score });
      }
    });
  }
  if (!candidates.length) return [];
  const compare = (a: number[], b: number[]) => a.reduce((acc, v, i) => acc || b[i] - v, 0);
  candidates.sort((a, b) => compare(a.score, b.score));
  const top = candidates.filter((c) => compare(c.score, candidates[0].score) === 0);
  const distinct = new Map(top.map((c) => [`${c.route}#${c.rule}`, c]));
  return [...distinct.values()];
}
