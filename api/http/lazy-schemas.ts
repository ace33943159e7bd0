// Fastify compiles every route's request validators (Ajv) and response serializers (fast-json-stringify) when the
// app boots: about 2 s of CPU for this API's routes, paid by every process that builds the app (each test file does)
// for routes it may never call. Here each is compiled on its route's first use instead, once, with Fastify's own
// compilers. `compileAll` compiles what is still pending, so a test can prove every schema compiles.
import ajvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import serializerCompiler from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import type { AnyValidateFunction, DataValidationCxt } from 'ajv/dist/types';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type SerializerBuilder = NonNullable<CompilersFactory['buildSerializer']>;

export interface LazySchemas {
  compilersFactory: CompilersFactory;
  /** Compiles every validator and serializer not compiled yet, answering how many; throws at the first schema that
   * does not compile. */
  compileAll(): number;
}

export function lazySchemas(): LazySchemas {
  const pending = new Set<() => unknown>();
  const once = <F>(compile: () => F): (() => F) => {
    let compiled: F | undefined;
    const get = () => {
      if (compiled === undefined) {
        compiled = compile();
        pending.delete(get);
      }
      return compiled;
    };
    pending.add(get);
    return get;
  };
  const eagerValidators = ajvCompiler();
  const eagerSerializers = serializerCompiler();
  const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
    const compile = eagerValidators(externalSchemas, options);
    return (route) => {
      const validator = once(() => compile(route));
      // Fastify reads a failed validation's reasons from the function's `errors`, as Ajv leaves them, and hands
      // the request as parent data to a function with a `schemaEnv`, as it does to Ajv's own.
      const validate = (data: unknown, context?: DataValidationCxt) => {
        const compiled = validator();
        const valid = compiled(data, context);
        validate.errors = compiled.errors;
        return valid;
      };
      validate.errors = undefined as AnyValidateFunction['errors'];
      return Object.defineProperties(validate, {
        schema: { get: () => validator().schema },
        schemaEnv: { get: () => validator().schemaEnv },
      }) as typeof validate & AnyValidateFunction;
    };
  };
  const buildSerializer: SerializerBuilder = (externalSchemas, options) => {
    const compile = eagerSerializers(externalSchemas, options);
    return (route) => {
      const serializer = once(() => compile(route));
      return (data) => serializer()(data);
    };
  };
  return {
    compilersFactory: { buildValidator, buildSerializer },
    compileAll: () => {
      const waiting = [...pending];
      for (const compile of waiting) compile();
      return waiting.length;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** LazySchemas' compileAll for this app's routes. */
    compileAllSchemas(): number;
  }
}
