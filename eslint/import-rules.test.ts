// @vitest-environment node
// The import rules of eslint.config.js refuse what docs/architecture.md#layers forbids: each case lints a snippet
// as if it stood at `filePath`, through the project's own config.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.calculateConfigForFile(`${root}src/shared/probe.ts`); // loads the config and its plugins once
}, 60_000);

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import rules', () => {
  it('keep shared below everything', async () => {
    expect(await importErrors('src/shared/probe.ts', "export { quizReducer } from '../features/quiz/quiz-state';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shared imports only shared/),
    ]);
  });

  it('keep features apart, also when imported late', async () => {
    expect(await importErrors('src/features/quiz/probe.ts', "export const load = () => import('../notes/note');\n")).toEqual([
      expect.stringMatching(/A feature never imports another feature/),
    ]);
  });

  it('let routes see a feature through its screens, index and progress source only', async () => {
    expect(await importErrors('src/routes/probe.tsx', "export const load = () => import('../features/saq-exam/saq-store');\n")).toEqual([
      expect.stringMatching(/Routes and the app import a feature's screens/),
    ]);
    const allowed = "export { SaqExamScreen } from '../features/saq-exam/components/saq-exam-screen';\nexport { readSaqGradings } from '../features/saq-exam/progress';\n";
    expect(await importErrors('src/routes/probe.tsx', allowed)).toEqual([]);
  });

  it('keep the grading contract free of the browser client', async () => {
    expect(await importErrors('src/grading-contract/probe.ts', "export { sendGrading } from '../grading-client/client';\n")).toEqual([
      expect.stringMatching(/The grading contract is shared with the server/),
    ]);
  });

  it('let only the function tests import test support', async () => {
    const code = "export { startFakeOpenAI } from '../../tests/support/fake-openai';\n";
    expect(await importErrors('netlify/grading/probe.ts', code)).toEqual([expect.stringMatching(/never imports test support/)]);
    expect(await importErrors('netlify/grading/probe.test.ts', code)).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    // schemas.ts imports limits.ts; limits.ts importing schemas.ts back closes a circle.
    expect(await importErrors('src/grading-contract/limits.ts', "export { essayRequestSchema } from './schemas';\n")).toEqual([
      'import-x/no-cycle: Dependency cycle detected',
    ]);
  });

  it('want every package declared, devDependencies only outside the browser and the functions', async () => {
    expect(await importErrors('src/shared/probe.ts', "export { describe } from 'vitest';\n")).toEqual([
      expect.stringMatching(/'vitest' should be listed in the project's dependencies, not devDependencies/),
    ]);
    expect(await importErrors('scripts/probe.mjs', "export { default } from 'semver';\n")).toEqual([
      expect.stringMatching(/'semver' should be listed in the project's dependencies/),
    ]);
    expect(await importErrors('scripts/probe.mjs', "export { launch } from 'chrome-launcher';\n")).toEqual([]);
  });
});

describe('start-up rule', () => {
  it("refuses RouterClient, which suspends at the root; the router's hydrate() then RouterProvider passes", async () => {
    const code = "import { RouterClient } from '@tanstack/react-router/ssr/client';\nexport const client = RouterClient;\n";
    const [result] = await eslint.lintText(code, { filePath: `${root}src/main-probe.tsx` });
    expect(result!.messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([expect.stringMatching(/^no-restricted-imports: .*Call hydrate\(router\), then hydrate <RouterProvider>/)]);
    const allowed = "import { hydrate } from '@tanstack/react-router/ssr/client';\nexport const start = hydrate;\n";
    const [plain] = await eslint.lintText(allowed, { filePath: `${root}src/main-probe.tsx` });
    expect(plain!.messages).toEqual([]);
  });
});
