import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem, badRequest, sendProblem } from '../contract/problem';

// Answers Fastify and Node's HTTP parser give before any route runs are problem+json too.

/**
 * The longest path parameter the router takes, counted percent-encoded: the contract's longest is
 * 256 characters (a reset token; usernames 255), and one character may take 9 when encoded (three
 * UTF-8 bytes, `%E2%82%AC`). Longer ones get 414; within it, the contract's maxLength decides (400).
 */
export const MAX_PARAM_LENGTH = 256 * 9;

/** Fastify's `frameworkErrors`: a URL that is not validly percent-encoded, a path parameter too long. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(reply, new HttpProblem(414, 'URI Too Long', 'A path parameter is longer than any this API accepts'));
  }
  if (error.code === 'FST_ERR_BAD_URL') return sendProblem(reply, badRequest('The URL is not validly percent-encoded'));
  return sendProblem(reply, badRequest(error.message));
}

const PARSER_ANSWERS: Record<string, { status: number; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'The request headers are larger than this server accepts' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request took too long to arrive' },
};

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refuses, answered on the bare socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = PARSER_ANSWERS[error.code ?? ''] ?? { status: 400, detail: 'The request is not valid HTTP' };
  const title = http.STATUS_CODES[status] ?? 'Bad Request';
  const body = JSON.stringify({ type: 'about:blank', title, status, detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
