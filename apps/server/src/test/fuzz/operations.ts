/** The slice of JSON Schema the API document uses (fastify-type-provider-zod output). */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route of the API document, as the fuzzer needs it. */
export interface Operation {
  method: Method;
  /** OpenAPI form, e.g. /api/events/{id}. */
  path: string;
  /** "METHOD /path", the key the authorization matrix uses too. */
  key: string;
  group: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the route reads one. */
  body: JsonSchema | undefined;
  /** Server-Sent Events: the response never ends by itself. */
  streams: boolean;
  changesData: boolean;
}

interface DocumentOperation {
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface ApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

const methods = new Set<string>(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation in the document, in document order. */
export function operationsOf(document: ApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => methods.has(method))
      .map(([lower, operation]) => {
        const method = lower.toUpperCase() as Method;
        const parameters = operation.parameters ?? [];
        const ofKind = (kind: string) =>
          parameters
            .filter((parameter) => parameter.in === kind)
            .map(({ name, required, schema }) => ({ name, required: Boolean(required), schema }));
        const responseTypes = Object.values(operation.responses ?? {}).flatMap((response) =>
          Object.keys(response.content ?? {}),
        );
        return {
          method,
          path,
          key: `${method} ${path}`,
          group: operation.tags?.[0] ?? path.split('/')[2] ?? 'other',
          pathParams: ofKind('path'),
          query: ofKind('query'),
          body: operation.requestBody?.content['application/json']?.schema,
          streams: responseTypes.includes('text/event-stream'),
          changesData: method !== 'GET',
        };
      }),
  );
}
