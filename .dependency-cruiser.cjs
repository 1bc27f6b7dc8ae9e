/* global module */
// The engine's layers (docs/engine.md, issue 26), held by `npm run lint`: a file may import, at
// run time, only from its own layer and the layers below it. `import type` does not count (it
// vanishes when TypeScript is compiled; `tsPreCompilationDeps: false`), so any layer may name
// the state's and the game's types.
//
//   entry      scenario/, index.ts          the scenario runner and the engine's public face
//   turns      turns/                       turn structure, the action dispatcher, the game
//   abilities  abilities/, effects/         casting, triggers, resolution, effect executors
//   events     events/                      zone moves and what happens with them
//   rules      rules/                       rule queries: characteristics, filters, costs
//   state      state/, messages/            the game state's types and records, message texts
//
// A lower layer that needs a higher one fills a hook at start-up instead (events/draw-replacements.ts) or reads the event stream.
// There are no exceptions: any violation fails `npm run lint`.
const ENGINE = '^app/engine/';
const layers = [
  { name: 'state', path: `${ENGINE}(state|messages)/` },
  { name: 'rules', path: `${ENGINE}rules/` },
  { name: 'events', path: `${ENGINE}events/` },
  { name: 'abilities', path: `${ENGINE}(abilities|effects)/` },
  { name: 'turns', path: `${ENGINE}turns/` },
  { name: 'entry', path: `${ENGINE}(scenario/|index\\.ts$)` },
];

const upward = layers.slice(0, -1).map((layer, index) => ({
  name: `${layer.name}-imports-no-higher-layer`,
  comment: `The ${layer.name} layer may not import, at run time, from ${layers.slice(index + 1).map((l) => l.name).join(', ')} (docs/engine.md).`,
  severity: 'error',
  from: { path: layer.path },
  to: { path: layers.slice(index + 1).map((l) => l.path) },
}));

const cycles = layers.map((layer) => ({
  name: `no-cycle-out-of-${layer.name}`,
  comment: `A run-time import cycle may stay inside the ${layer.name} layer but never leave it (docs/engine.md).`,
  severity: 'error',
  from: { path: layer.path },
  to: { circular: true, via: { pathNot: layer.path } },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...upward, ...cycles],
  options: {
    includeOnly: ENGINE,
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: false,
  },
};
