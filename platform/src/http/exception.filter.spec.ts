import { BadRequestException, NotFoundException } from '@nestjs/common';
import { toAnswer } from './exception.filter';
import { forbidden } from './errors';

describe('toAnswer', () => {
  it('keeps a product refusal\'s status, message and code', () => {
    expect(toAnswer(forbidden('Refinement suggestions are available exclusively to premium subscribers.', 'premium_required'))).toEqual({
      status: 403,
      body: { message: 'Refinement suggestions are available exclusively to premium subscribers.', code: 'premium_required' },
    });
  });

  it('flattens Nest\'s own exceptions to a message', () => {
    expect(toAnswer(new NotFoundException('Cannot GET /api/nothing'))).toEqual({ status: 404, body: { message: 'Cannot GET /api/nothing' } });
    expect(toAnswer(new BadRequestException(['a is wrong', 'b is wrong']))).toEqual({ status: 400, body: { message: 'a is wrong; b is wrong' } });
  });

  it('keeps the 4xx Fastify gives a body the client broke off, which is no server error to log', () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    expect(toAnswer(aborted)).toEqual({ status: 400, body: { message: 'aborted' } });
  });

  it('hides anything unexpected behind a 500', () => {
    expect(toAnswer(new Error('database password is hunter2'))).toEqual({ status: 500, body: { message: 'Internal error' } });
    expect(toAnswer(Object.assign(new Error('upstream said no'), { statusCode: 502 }))).toEqual({ status: 500, body: { message: 'Internal error' } });
  });
});
