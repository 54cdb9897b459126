import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import HappyDOMEnvironment from '@happy-dom/jest-environment';
import { withOwnConsoleServer } from '../server/testing/ownConsoleServer';

/** What happy-dom may load by itself: nothing (no test reaches beyond this machine). */
const settings = {
  disableJavaScriptFileLoading: true,
  disableCSSFileLoading: true,
  disableIframePageLoading: true,
  navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true },
};

/**
 * The console tests' browser: happy-dom, with Node's fetch and the classes it works with.
 *
 * RTK Query builds a Request with the global class and hands it to the global fetch, and the
 * tests either answer it with msw (src/app/testing/mockApi.ts) or let it reach a real server on
 * another port of localhost (server/testing/ownConsoleServer.ts). Node's fetch sends those as
 * they are; happy-dom's would hold them to its same-origin policy (the page is http://localhost/).
 * Node's fetch takes only Node's Request, Headers, AbortSignal, FormData and Blob, so those are
 * Node's too. happy-dom's own XMLHttpRequest builds on these globals and is not usable here: the
 * tests that upload replace it (FakeXhr).
 */
class ConsoleEnvironment extends HappyDOMEnvironment {
  constructor({ globalConfig, projectConfig }: JestEnvironmentConfig, context: EnvironmentContext) {
    const testEnvironmentOptions = { ...projectConfig.testEnvironmentOptions, settings };
    super({ globalConfig, projectConfig: { ...projectConfig, testEnvironmentOptions } }, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      AbortController,
      AbortSignal,
      structuredClone,
      // msw (src/app/testing/mockApi.ts) needs these as Node has them.
      ReadableStream,
      TransformStream,
      WritableStream,
      BroadcastChannel,
    });
  }

  /** Packages resolve as for the browser bundle (happy-dom's own default is Node's). */
  exportConditions(): string[] {
    return ['browser'];
  }
}

export default withOwnConsoleServer(ConsoleEnvironment);
