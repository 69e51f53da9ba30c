/**
 * @jest-environment node
 */
// What a visitor's browser downloads: the built remote (Nx builds it before this test).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FOOD_SAFETY_QUIZ } from '@chefs/domain';

const DIST = join(__dirname, '..', 'dist');
const files = readdirSync(DIST);
const scripts = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(DIST, f), 'utf8'));
const stylesheets = files.filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(DIST, f), 'utf8'));
/** The remote's entry: where its federation runtime starts and its shared modules are asked for. */
const entry = readFileSync(join(DIST, 'remoteEntry.js'), 'utf8');

describe('the built public remote (dist)', () => {
  it('is a real build that holds the quizzes the applicant takes', () => {
    expect(files).toContain('remoteEntry.js');
    expect(scripts.some((js) => js.includes(FOOD_SAFETY_QUIZ.questions[0].question))).toBe(true);
  });

  it('holds no answer key of the quizzes: only the server knows the right options', () => {
    for (const js of scripts) {
      expect(js).not.toMatch(/correctIndex|answerKey|ANSWER_KEY|gradeQuiz/);
      // The key as it would be minified: the right options of food safety, then professionalism.
      expect(js).not.toContain('[2,1,3,1,2]');
      expect(js).not.toMatch(/foodSafety:\[[\d,]+\],professionalism:\[[\d,]+\]/);
    }
  });

  it('keeps out of the landing page\'s code the tables it never reads (docs/performance.md, "Dead tables")', () => {
    const landing = scripts.filter((js) => js.includes('Meet the chefs cooking in Atlanta'));
    expect(landing).toHaveLength(1);
    // The chef application's quiz, the gateway's API table and the shell's page table.
    expect(landing[0]).not.toContain(FOOD_SAFETY_QUIZ.questions[0].question);
    expect(landing[0]).not.toContain('/api/callback');
    expect(landing[0]).not.toContain('["/chef-portal","chef"]');
  });

  it('starts its federation runtime without a read of localStorage (tools/rspack/federation-no-storage-loader.mjs)', () => {
    expect(entry).toContain('function isBrowserDebug(){return!1');
  });

  it('takes its shared singletons without a version check (docs/performance.md, "Shared modules without a version check")', () => {
    const required = [...entry.matchAll(/requiredVersion:("[^"]*")/g)].map((m) => m[1]);
    const singletons = required.filter((version) => !version.startsWith('"0.0.0-c'));
    expect(singletons.length).toBeGreaterThanOrEqual(8);
    expect(new Set(singletons)).toEqual(new Set(['"*"']));
  });

  it('takes @chefs/api-client only at the version of its own code (docs/architecture.md, "Shared modules across releases")', () => {
    const client =
      /shareKey:"@chefs\/api-client",import:"@chefs\/api-client",requiredVersion:"([^"]*)",strictVersion:!1,singleton:!1/.exec(
        entry,
      );
    expect(client?.[1]).toMatch(/^0\.0\.0-c[0-9a-f]{12}$/);
    // Offered under the same version: from one build, the shell's copy is the one taken.
    expect(entry).toContain(`"@chefs/api-client",version:"${client?.[1]}"`);
    expect(entry).toMatch(/version:"[^"]*",factory:[^}]*,singleton:0,requiredVersion:"0\.0\.0-c/);
  });

  it('styles for the browsers the app runs in, not older ones (BROWSER_TARGETS in tools/rspack/web.config.mjs)', () => {
    expect(stylesheets).toHaveLength(1);
    const [css] = stylesheets;
    // Logical properties stay as written, not each a pair of rules over a list of right-to-left
    // languages; no prefixed copies of :is() and no rules for Internet Explorer's pseudo-elements.
    expect(css).toMatch(/padding-inline|margin-inline/);
    expect(css).not.toContain(':lang(');
    expect(css).not.toMatch(/:-webkit-any\(|:-moz-any\(|::-ms-/);
  });

  it('ships no source maps (they would hand out the whole source)', () => {
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const js of scripts) expect(js).not.toContain('sourceMappingURL=');
  });
});
