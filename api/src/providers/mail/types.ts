// The mail port: one message to one person, as HTML and plain text.
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailProvider {
  /** Resolves once the provider accepted the message; rejects when it did not. */
  send(mail: Mail): Promise<void>;
  /**
   * A cheap request that shows the provider answers with these settings (the admin's Platform
   * Status); rejects when it does not. Absent on the embedded outbox, which has nothing to ask.
   */
  check?(timeoutMs: number): Promise<void>;
}
