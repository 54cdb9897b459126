import { currentRequest } from './requestContext';
import { outboundCallDuration, type OutboundOutcome, type OutboundTarget } from './metrics';

/** What is known of an outbound call: target and operation label the metric; `about` goes to the log line only. */
export interface OutboundCall {
  target: OutboundTarget;
  /** The contract's operation, path parameters as in the contract: `PUT /users/{username}`. */
  operation: string;
  about?: Record<string, string>;
}

/**
 * Runs a call to a connector or the inventory, timed into userprofile_outbound_call_duration_seconds
 * and logged (info) with the request that caused it, so its reqId ties the line to that request.
 * `timedOut` tells a timeout from another failure.
 */
export async function timedOutboundCall<T>(call: OutboundCall, timedOut: () => boolean, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome: OutboundOutcome = 'success';
  try {
    return await run();
  } catch (error) {
    outcome = timedOut() ? 'timeout' : 'error';
    throw error;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    outboundCallDuration.observe({ target: call.target, operation: call.operation, outcome }, seconds);
    currentRequest()?.log.info({ ...call.about, target: call.target, operation: call.operation, outcome, ms: Math.round(seconds * 1000) }, 'outbound call');
  }
}
