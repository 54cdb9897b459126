/**
 * A stand-in for XMLHttpRequest that records what is sent and lets a test drive the upload's
 * progress and the answer. install() puts it on window; restore() puts the real one back.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  private static real: typeof XMLHttpRequest | undefined;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  static install(): void {
    FakeXhr.sent = [];
    FakeXhr.real = window.XMLHttpRequest;
    Object.defineProperty(window, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
  }

  static restore(): void {
    if (FakeXhr.real) Object.defineProperty(window, 'XMLHttpRequest', { value: FakeXhr.real, configurable: true, writable: true });
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.sent.at(-1);
    if (!xhr) throw new Error('nothing was sent');
    return xhr;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  uploaded(): void {
    this.upload.dispatchEvent(new ProgressEvent('load'));
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new ProgressEvent('load'));
  }
}
