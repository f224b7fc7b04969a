/** The slice of JSON Schema the API document uses (fastify-type-provider-zod output). */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
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
/** Every method the fuzzer sends: the documented ones, and two no route declares. */
export type AnyMethod = Method | 'HEAD' | 'OPTIONS';

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
  /** The content types the body may come as (JSON first), e.g. text/plain for a beacon. */
  bodyTypes: string[];
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
        const content = operation.requestBody?.content ?? {};
        const bodyTypes = Object.keys(content).sort((a, b) =>
          a === 'application/json' ? -1 : b === 'application/json' ? 1 : 0,
        );
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
          body: bodyTypes[0] === undefined ? undefined : content[bodyTypes[0]]?.schema,
          bodyTypes,
          streams: responseTypes.includes('text/event-stream'),
          changesData: method !== 'GET',
        };
      }),
  );
}
