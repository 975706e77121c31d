import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRegistry } from './openapi.js';

describe('ApiRegistry', () => {
  it('documents the answer schema under the success status only', () => {
    const registry = new ApiRegistry();
    registry.add({
      method: 'post',
      path: '/api/things/:id',
      summary: 'Make a thing',
      tag: 'Things',
      auth: 'public',
      status: 201,
      answer: z.object({ _id: z.string(), sort: z.enum(['newest', 'oldest']) }),
      responses: { 201: 'Made', 400: 'Bad input' },
    });
    const doc = registry.document({ title: 't', version: '1', serverUrl: 'http://x' }) as { paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>> };
    const responses = doc.paths['/api/things/{id}']!.post!.responses;
    expect(responses['201']!.content).toEqual({
      'application/json': {
        schema: { type: 'object', properties: { _id: { type: 'string' }, sort: { type: 'string', enum: ['newest', 'oldest'] } }, required: ['_id', 'sort'], additionalProperties: false },
      },
    });
    expect(responses['400']!.content).toBeUndefined();
  });
});
