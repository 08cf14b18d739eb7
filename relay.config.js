// Relay compiler configuration: artifacts for every graphql`` tag under web/src, typed against the
// schema printed from the Pothos schema (schema.graphql, checked in).
export default {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  exclude: ['**/node_modules/**', '**/__generated__/**', '**/i18n/paraglide/**'],
  customScalarTypes: { DateTime: 'string' },
};
