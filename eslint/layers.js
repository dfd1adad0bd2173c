/**
 * The one-way layers of docs/architecture.md#layers, as zones of `import-x/no-restricted-paths`: each zone says
 * what the files under `target` must not import. Imports are resolved by the TypeScript resolver, so the zones
 * see every import however it is written.
 */
import { readdirSync } from 'node:fs';

const see = 'See docs/architecture.md#layers.';
const features = readdirSync(new URL('../src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A lower layer of src imports only itself and the layers named in `below`. */
const lower = (layer, below, why) => ({
  target: `src/${layer}`,
  from: 'src',
  except: [`./${layer}`, ...below.map((name) => `./${name}`)],
  message: `${why} ${see}`,
});

/** What every file under src keeps to, its unit tests included. */
const srcLayers = [
  lower('shared', [], 'shared imports only shared.'),
  lower('content', [], 'content is data: it imports only content.'),
  lower('grading-contract', ['content', 'shared'], 'The grading contract is shared with the server: it imports no browser client, feature or route.'),
  lower('grading-client', ['grading-contract', 'content', 'shared'], 'The grading client sits below the features: it imports no feature, exam code or route.'),
  lower('exam', ['grading-contract', 'content', 'shared'], 'exam sits below the features: it imports no feature, grading client or route.'),
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message: `A feature never imports another feature: move what both need to src/shared, or compose them in a route. ${see}`,
  })),
  {
    target: 'src/features',
    from: ['src/routes', 'src/app', 'src/main.tsx', 'src/entry-server.tsx', 'src/routeTree.gen.ts'],
    message: `Features sit below the routes and the app. ${see}`,
  },
  { target: 'src', from: 'netlify', message: `Browser code never imports server code. ${see}` },
  { target: 'src', from: 'scripts', message: `src never imports the build and local-run scripts. ${see}` },
];

// Above the features, each is seen through its public face only: its screens, its index and its progress source.
const publicFaces = features.map((name) => ({
  target: ['src/routes', 'src/app', 'src/main.tsx', 'src/entry-server.tsx'],
  from: `src/features/${name}`,
  except: ['./components', './index.ts', './progress.ts'],
  message: `Routes and the app import a feature's screens (components/), index.ts or progress.ts only, never its stores or helpers. ${see}`,
}));

/** Zones for src's production files and, separately, its unit tests (which may use tests/support). */
export const srcZones = [...srcLayers, ...publicFaces, { target: 'src', from: 'tests', message: `src never imports test code. ${see}` }];
export const srcTestZones = [
  ...srcLayers,
  { target: 'src', from: 'tests', except: ['./support'], message: `Unit tests may import tests/support only. ${see}` },
];

/** netlify/ is bundled into the functions: of src it may import only the grading contract and the content. */
const netlifyFromSrc = (allowed) => ({
  target: 'netlify',
  from: 'src',
  except: allowed.map((name) => `./${name}`),
  message: `netlify/ may import only ${allowed.map((name) => `src/${name}`).join(', ')} of src. ${see}`,
});
export const netlifyZones = [
  netlifyFromSrc(['grading-contract', 'content']),
  { target: 'netlify', from: 'tests', message: `netlify/ production code never imports test support: only *.test.ts files may. ${see}` },
  { target: 'netlify', from: 'scripts', message: `netlify/ never imports the build and local-run scripts. ${see}` },
];
/** The function tests build requests as the browser does (the grading client) and use tests/support. */
export const netlifyTestZones = [
  netlifyFromSrc(['grading-contract', 'grading-client', 'content']),
  { target: 'netlify', from: 'tests', except: ['./support'], message: `netlify/ tests may import tests/support only. ${see}` },
  { target: 'netlify', from: 'scripts', message: `netlify/ never imports the build and local-run scripts. ${see}` },
];
