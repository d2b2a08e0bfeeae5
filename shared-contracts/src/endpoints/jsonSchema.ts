/**
 * Superstruct structs as JSON Schema (2020-12, as OpenAPI 3.1 uses), for the API's description.
 * No maintained package converts superstruct, so this reads what a struct keeps: its `type` and
 * `schema` (an object's fields, an array's items, an enum's values, a literal, the members of a
 * union made with `unionOf`). superstruct's own unions and records keep no members, and refinements (lengths, patterns) keep no bounds: those come out
 * looser than the struct, never stricter. Optional and nullable wrap a struct without a mark,
 * so they are found by asking the struct whether it accepts undefined or null.
 */
import { is } from 'superstruct';
import type { AnyStruct } from './endpoint.js';

export type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date-time' },
  any: {},
  unknown: {},
};

function isStruct(value: unknown): value is AnyStruct {
  return typeof value === 'object' && value !== null && 'validator' in value && 'type' in value;
}

function shapeSchema(struct: AnyStruct): JsonSchema {
  const { type, schema } = struct as { type: string; schema: unknown };
  if (type === 'object' || type === 'type') {
    const fields = (schema ?? {}) as Record<string, AnyStruct>;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, field] of Object.entries(fields)) {
      properties[key] = toJsonSchema(field);
      if (!is(undefined, field)) required.push(key);
    }
    return {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      ...(type === 'object' ? { additionalProperties: false } : {}),
    };
  }
  if (type === 'array') return isStruct(schema) ? { type: 'array', items: toJsonSchema(schema) } : { type: 'array' };
  if (type === 'enums') return { enum: Object.values(schema as Record<string, unknown>) };
  if (type === 'literal') return schema === null ? {} : { const: schema };
  if (type === 'record') return { type: 'object' };
  if (type === 'union') return Array.isArray(schema) ? { anyOf: schema.map(toJsonSchema) } : { description: 'One of several shapes' };
  // A struct made with `define` (a shape declared as an interface, a checked text): its name only.
  return SCALARS[type] ?? { title: type };
}

export function toJsonSchema(struct: AnyStruct): JsonSchema {
  const shape = shapeSchema(struct);
  // null is a value a struct may accept on top of its shape (nullable); undefined is the field's business.
  return is(null, struct) && shape.type !== 'null' ? { anyOf: [shape, { type: 'null' }] } : shape;
}
