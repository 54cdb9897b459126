import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { duplicateDetail } from '../db/uniqueViolation';
import { HttpProblem, badRequest, conflict, fieldErrors, sendProblem, type AjvError } from '../contract/problem';

/** Every error leaves as problem+json; bad input is a 4xx, never a 500. */
export function errorHandler(error: FastifyError & { validation?: AjvError[]; validationContext?: string }, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) return sendProblem(reply, error);
  if (error.validation) {
    const errors = fieldErrors(error.validation, error.validationContext ?? 'body');
    return sendProblem(reply, badRequest(`Invalid ${error.validationContext ?? 'request'}: ${errors.map((e) => e.field).join(', ')}`, errors));
  }
  const duplicate = duplicateDetail(error);
  if (duplicate) return sendProblem(reply, conflict(duplicate));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendProblem(reply, new HttpProblem(status, status === 413 ? 'Payload Too Large' : 'Bad Request', error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return sendProblem(reply, new HttpProblem(500, 'Internal Server Error', 'Something went wrong on the server'));
}
