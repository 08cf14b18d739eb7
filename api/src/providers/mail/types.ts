// The mail port: one message to one person, as HTML and plain text.
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailProvider {
  /** Resolves once the provider accepted the message; rejects when it did not. */
  send(mail: Mail): Promise<void>;
}
