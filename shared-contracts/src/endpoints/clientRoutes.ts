/**
 * The source of `src/api/routes.generated.ts`: every group of endpoint definitions reduced to
 * each endpoint's method and path. The browser's client needs no more at run time, and loading
 * the definitions themselves would bring every struct they name into the first load of every
 * page; the generated file is typed as the full definitions, so `call` still infers arguments
 * and answers from them.
 */
import type { EndpointDefinition } from './endpoint.js';

/** A group of definitions as its module exports it, e.g. `accountEndpoints` from './account.js'. */
export interface EndpointGroup {
  exportName: string;
  module: string;
  definitions: Readonly<Record<string, EndpointDefinition>>;
}

const routesName = (exportName: string) => exportName.replace(/Endpoints$/, 'Routes');

export function clientRoutesSource(groups: readonly EndpointGroup[]): string {
  const sorted = [...groups].sort((a, b) => a.exportName.localeCompare(b.exportName));
  const imports = sorted.map((group) => `import type { ${group.exportName} } from '../endpoints/${group.module}.js';`);
  const tables = sorted.map((group) => {
    const rows = Object.entries(group.definitions).map(
      ([name, definition]) => `  ${name}: { method: '${definition.method}', path: '${definition.path}' },`,
    );
    return `export const ${routesName(group.exportName)} = {\n${rows.join('\n')}\n} as unknown as typeof ${group.exportName};`;
  });
  return [
    '// Generated from src/endpoints by `npm run generate:client-routes -w @housesit/shared-contracts`: do not edit.',
    '/**',
    " * Each endpoint's method and path, for the browser's client (see src/endpoints/clientRoutes.ts);",
    ' * src/endpoints/clientRoutes.test.ts fails when this file no longer matches the definitions.',
    ' */',
    ...imports,
    '',
    tables.join('\n\n'),
    '',
  ].join('\n');
}
