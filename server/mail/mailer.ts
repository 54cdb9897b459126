/** One outgoing mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands one mail to a transport (SMTP, the outbox directory, memory). */
export type Deliver = (mail: Mail) => Promise<void>;

/** Where the mailer reports what it did; the server passes its own logger. */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  /** Sends now; rejects when the transport fails. */
  send(mail: Mail): Promise<void>;
  /**
   * Composes and sends after the caller has moved on (a request answers without waiting). A null
   * mail sends nothing. Failures are logged; close() waits for work still running.
   */
  sendLater(compose: () => Promise<Mail | null>): void;
  /** The mails handed to the transport by this process, oldest first (the last 100). */
  readonly sent: readonly Mail[];
  /** Resolves once no sendLater work is running. */
  idle(): Promise<void>;
  /** Waits for sendLater work, then closes the transport. */
  close(): Promise<void>;
}

const KEEP_SENT = 100;

/** The bookkeeping every transport shares: the sent list, background work and closing. */
export function makeMailer(deliver: Deliver, log: MailLog, closeTransport: () => void = () => {}): Mailer {
  const sent: Mail[] = [];
  const running = new Set<Promise<void>>();

  async function send(mail: Mail) {
    await deliver(mail);
    sent.push(mail);
    if (sent.length > KEEP_SENT) sent.shift();
  }

  async function idle() {
    while (running.size > 0) await Promise.all(running);
  }

  return {
    send,
    sent,
    idle,
    sendLater(compose) {
      const work = compose()
        .then((mail) => (mail ? send(mail) : undefined))
        .catch((error: unknown) => log.error({ err: error }, 'mail could not be sent'))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async close() {
      await idle();
      closeTransport();
    },
  };
}
