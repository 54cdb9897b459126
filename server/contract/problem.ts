import type { FastifyReply } from 'fastify';

export interface FieldError {
  field: string;
  message: string;
  line?: number;
}

/** An error a handler throws to answer with application/problem+json. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly extra: { errors?: FieldError[]; failedUpdateApps?: string[] } = {},
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? title);
  }
}

export const badRequest = (detail: string, errors?: FieldError[]) => new HttpProblem(400, 'Bad Request', detail, { errors });
export const unauthorized = (detail = 'A valid bearer token is required') => new HttpProblem(401, 'Unauthorized', detail);
export const forbidden = (detail = 'Your role may not do this') => new HttpProblem(403, 'Forbidden', detail);
export const notFound = (detail = 'No such record') => new HttpProblem(404, 'Not Found', detail);
export const conflict = (detail: string) => new HttpProblem(409, 'Conflict', detail);
export const preconditionFailed = () =>
  new HttpProblem(412, 'Precondition Failed', 'This record was changed by someone else since you loaded it. Reload it and try again.');

export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  return reply
    .code(problem.status)
    .headers(problem.headers)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: problem.title,
      status: problem.status,
      ...(problem.detail ? { detail: problem.detail } : {}),
      ...problem.extra,
    });
}

export interface AjvError {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns Ajv's errors into field names a person can read: `user.email`, `user.nickname`. */
export function fieldErrors(validation: AjvError[], context: string): FieldError[] {
  return validation.map((error) => {
    const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const child = (error.params.missingProperty ?? error.params.additionalProperty) as string | undefined;
    const field = [base, child].filter(Boolean).join('.') || context;
    const message =
      error.params.additionalProperty !== undefined ? 'is not a known field' : (error.message ?? 'is invalid');
    return { field, message };
  });
}
