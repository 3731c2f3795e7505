import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about; logged plainly when no SMTP server is configured. */
  link: string;
}

export interface Mailer {
  readonly delivers: boolean;
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the link is written to the log for the person at the console. */
export function createMailer(smtpUrl: string | null, from: string, logger: Logger): Mailer {
  if (!smtpUrl) {
    return {
      delivers: false,
      async send(mail) {
        logger.warn(
          { to: mail.to, link: mail.link },
          `NO SMTP_URL SET, MAIL NOT SENT. "${mail.subject}" for ${mail.to}: open ${mail.link}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transport.close();
    },
  };
}
