// Our stand-in for babel-plugin-relay: every graphql`...` tag in web/src becomes the default import of
// the artifact relay-compiler generated for it (eagerEsModules, so the artifact is a plain ES module).
// At runtime react-relay's `graphql` function only throws, so no tag may survive this transform.
import path from 'node:path';
import type { Plugin } from 'vite';

// A Relay tag never interpolates (the compiler rejects `${}`), so its body cannot contain a backtick.
const GRAPHQL_TAG = /\bgraphql`([^`]*)`/g;
const DEFINITION_NAME = /\b(?:query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

export function relayArtifacts(options: { srcDir: string; artifactDir: string }): Plugin {
  const srcDir = path.resolve(options.srcDir);
  const artifactDir = path.resolve(options.artifactDir);
  return {
    name: 'oneiro-relay-artifacts',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SCRIPT_FILE.test(file) || !file.startsWith(srcDir + path.sep) || file.startsWith(artifactDir)) return null;
      if (!code.includes('graphql`')) return null;

      const imports = new Map<string, string>();
      const rewritten = code.replace(GRAPHQL_TAG, (_tag, body: string) => {
        const name = DEFINITION_NAME.exec(body)?.[1];
        if (!name) this.error(`graphql tag without a named query, mutation, subscription or fragment in ${file}`);
        const binding = `${name}_artifact`;
        imports.set(binding, path.join(artifactDir, `${name}.graphql.ts`));
        // Keep the tag's line breaks so line numbers in stack traces still match the source.
        return binding + '\n'.repeat(body.split('\n').length - 1);
      });
      // Imports go on the first line, again so no line moves.
      const header = [...imports].map(([binding, from]) => `import ${binding} from ${JSON.stringify(from)};`).join('');
      return { code: header + rewritten, map: null };
    },
  };
}
