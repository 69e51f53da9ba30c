/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzParameter {
  name: string;
  schema: JsonSchema;
}

/** One operation of a document, its schemas resolved ($ref replaced by the schema it names). */
export interface FuzzOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/api/bookings/{id}`. */
  path: string;
  pathParams: FuzzParameter[];
  queryParams: FuzzParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Replaces every $ref by the component it names (the documents have no cycles). */
function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument, seen: string[] = []): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (seen.includes(name)) return { type: 'object' };
    return resolve(doc.components?.schemas?.[name], doc, [...seen, name]);
  }
  return {
    ...schema,
    ...(schema.items ? { items: resolve(schema.items, doc, seen) } : {}),
    ...(schema.properties
      ? {
          properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, doc, seen)])),
        }
      : {}),
  };
}

/** Every operation of the document, in its order. */
export function openApiOperations(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => {
        const params = (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema, doc) }));
        const json = op.requestBody?.content?.['application/json']?.schema;
        return {
          method: method.toUpperCase() as FuzzOperation['method'],
          path,
          pathParams: params.filter((p) => p.in === 'path'),
          queryParams: params.filter((p) => p.in === 'query'),
          ...(json ? { body: resolve(json, doc) } : {}),
        };
      }),
  );
}
