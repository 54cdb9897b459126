import type { FastifyServerOptions } from 'fastify';
import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

// Fastify compiles a validator (Ajv) and a serializer (fast-json-stringify) for every part of
// every route when it starts: for the contract's operations most of a start's CPU, and every
// test file starts a server. Here each is compiled on its first use and kept. A schema Ajv cannot
// compile still fails loudly (500 on that route); `npm run lint:api` checks the contract in CI.

type Compiled = ((...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Builder = (externalSchemas: unknown, options: unknown) => (route: unknown) => Compiled;

function compiledOnFirstUse(build: Builder): Builder {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let compiled: Compiled | undefined;
      const get = () => (compiled ??= compile(route));
      const run = ((...args: unknown[]) => get()(...args)) as Compiled;
      // Fastify reads these off the function: `schemaEnv` before a call (Ajv's own functions
      // get the parent object, so defaults apply to a root value), `errors` after one.
      Object.defineProperties(run, {
        schemaEnv: { get: () => get().schemaEnv },
        errors: { get: () => compiled?.errors },
      });
      return run;
    };
  };
}

/**
 * A query string carries only text, so its integers and booleans (a list's `page`, `active`) are
 * read from it by their schema's type; bodies, paths and headers are validated without coercion.
 */
function queryValuesCoerced(plain: Builder, coercing: Builder): Builder {
  return (externalSchemas, options) => {
    const ajvOptions = options as { customOptions?: object };
    const strict = plain(externalSchemas, options);
    const coerced = coercing(externalSchemas, { ...ajvOptions, customOptions: { ...ajvOptions.customOptions, coerceTypes: true } });
    return (route) => ((route as { httpPart?: string }).httpPart === 'querystring' ? coerced(route) : strict(route));
  };
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

// The wrappers have what Fastify uses of a compiled function (call, errors, schemaEnv), not the
// whole of Ajv's ValidateFunction type; hence the casts.
export const lazySchemaCompilers = {
  buildValidator: queryValuesCoerced(compiledOnFirstUse(ValidatorSelector() as Builder), compiledOnFirstUse(ValidatorSelector() as Builder)),
  buildSerializer: compiledOnFirstUse(SerializerSelector() as Builder),
} as CompilersFactory;
