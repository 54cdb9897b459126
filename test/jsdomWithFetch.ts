import JSDOMEnvironment from 'jest-environment-jsdom';
import { withOwnConsoleServer } from '../server/testing/ownConsoleServer';

/**
 * jsdom has no fetch, Request, Response or Headers; RTK Query needs them. Node's own are copied
 * in, so component tests can talk to the real server over HTTP. Node's Web Crypto replaces
 * jsdom's, which lacks crypto.subtle (the login's PKCE challenge needs it).
 */
class JsdomWithFetch extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
      ReadableStream,
      TransformStream,
      WritableStream,
      BroadcastChannel,
    });
    Object.defineProperty(this.global, 'crypto', { value: crypto, configurable: true });
  }
}

export default withOwnConsoleServer(JsdomWithFetch);
