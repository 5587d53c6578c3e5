/**
 * The precompiled validators were generated as CommonJS (`require("ajv/dist/runtime/equal").default`) and are
 * loaded as ES modules. Node gives a CommonJS module's `module.exports` as the namespace's `default`; Vite gives
 * its properties as named exports. This returns `module.exports` either way.
 */
export function cjsExports(namespace: Record<string, unknown>): Record<string, unknown> {
  const fallback = namespace.default;
  return fallback && typeof fallback === 'object' ? (fallback as Record<string, unknown>) : { ...namespace };
}
