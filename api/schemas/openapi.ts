// What OpenAPI is told beyond the route schemas: links between operations, and the media types of multipart file parts.
import type { SwaggerTransformObject } from '@fastify/swagger';

/** An OpenAPI link to the operation at `method` and `path` (as routes spell it, under /api/v1, where app.ts puts them).
 * */
export const linkTo = (method: string, path: string, parameters: Record<string, string>) => ({
  operationRef: `#/paths/${`/api/v1${path}`.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`,
  parameters,
});

interface MediaType {
  schema?: { properties?: Record<string, Record<string, unknown>> };
  encoding?: Record<string, { contentType: string }>;
}
type Paths = Record<
  string,
  Record<string, { requestBody?: { content?: Record<string, MediaType> } } | undefined> | undefined
>;

/**
 * For swagger's transformObject: OpenAPI 3.0 names the media types a multipart file part takes in its media
 * type's `encoding`, which @fastify/swagger does not write; a file property's 'x-accept' list moves there, so
 * that clients (schemathesis among them) send files the API takes.
 */
export const multipartEncodings: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  for (const operations of Object.values((document.openapiObject.paths ?? {}) as Paths)) {
    for (const operation of Object.values(operations ?? {})) {
      const form = operation?.requestBody?.content?.['multipart/form-data'];
      for (const [name, property] of Object.entries(form?.schema?.properties ?? {})) {
        const accept = property['x-accept'];
        if (!Array.isArray(accept)) continue;
        delete property['x-accept'];
        form!.encoding = { ...form!.encoding, [name]: { contentType: accept.join(', ') } };
      }
    }
  }
  return document.openapiObject;
};
