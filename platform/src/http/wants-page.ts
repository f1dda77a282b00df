import type { FastifyRequest } from 'fastify';

/** A browser asking for a page (its Accept names HTML), rather than a script or a mail client that wants JSON. */
export const wantsPage = (request: FastifyRequest): boolean => request.headers.accept?.includes('text/html') ?? false;
