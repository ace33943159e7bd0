// An answer already serialised by its route's schema (reply.serialize) and kept as bytes: sent as they are.
import type { FastifyReply } from 'fastify';

export function sendJsonBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
