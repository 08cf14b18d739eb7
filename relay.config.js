// Relay compiler configuration: artifacts for every graphql`` tag under web/src, typed against the
// schema printed from the Pothos schema (schema.graphql, checked in).
// The compiler loads this file with require(); in an ES module package Node returns the module
// namespace, so the configuration is exported under the name require() hands back as-is.
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/i18n/paraglide/**'],
  customScalarTypes: { DateTime: 'string' },
};
export { config as 'module.exports' };
