import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ProductError } from './errors';
import { errorCodes } from '@presently/proto';

/** Validates a body, param or query with a proto schema: the first problem becomes the message, all are listed. */
@Injectable()
export class ZodPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.infer<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: readable(issue) }));
    const error = new ProductError(400, errors[0].message, errorCodes.validation);
    Object.assign(error.getResponse() as object, { errors });
    throw error;
  }
}

function readable(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    return field ? `${field} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}` : `The request body must be ${issue.expected === 'object' ? 'a JSON object' : issue.expected}`;
  }
  return field && issue.message.startsWith('Invalid') ? `${field}: ${issue.message}` : issue.message;
}

export const zodPipe = <Schema extends z.ZodType>(schema: Schema) => new ZodPipe(schema);
