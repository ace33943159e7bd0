// Fastify names a registered plugin that has no name of its own by searching require.cache for a module exporting it,
// twice per registration (fastify/lib/plugin-utils.js, getPluginName): with the app's hundred or so route plugins
// (closures, never a module's export, so the search always fails) and the thousands of CommonJS modules a process
// holds, that was over half a second of CPU at every start, and each API test file starts the app. So each plugin is
// named as it is registered, with what the search falls back on: its function's name, else its first line.
import type { FastifyInstance } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

const nameOf = (plugin: { name: string; toString(): string }) =>
  plugin.name ||
  plugin
    .toString()
    .split('\n', 2)
    .map((line) => line.trim())
    .join(' -- ');

/** Makes the app and the instances it encapsulates (they inherit `register`) name the plugins they register. */
export function namePlugins(app: Pick<FastifyInstance, 'register'>): void {
  const register = app.register;
  app.register = function (this: FastifyInstance, plugin: unknown, ...rest: unknown[]) {
    if (typeof plugin === 'function' && !(DISPLAY_NAME in plugin))
      Object.assign(plugin, { [DISPLAY_NAME]: nameOf(plugin) });
    return (register as (...args: unknown[]) => unknown).call(this, plugin, ...rest);
  } as FastifyInstance['register'];
}
